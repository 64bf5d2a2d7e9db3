import { gql } from '@apollo/client';
import type { AllergenStatus, Named, RecipeIngredient, RecipeMenu, RecipeMenuType } from '@brigade/recipe-editor';

/*
 * The line's own documents: the editor's RECIPE_MENUS rows carry no allergens and its RECIPE_MENU
 * neither scales nor leaves out what a cook has no business reading (the allowed cooks' e-mails).
 */

/** One card of the cook's home. */
export type LineCard = Pick<RecipeMenu, 'id' | 'title' | 'coverPic' | 'type' | 'category' | 'effectiveAllergens'>;
export type LineCardsData = { getRecipeMenu: { total: number; records: LineCard[] } };
export type LineCardsVariables = {
  pageNo: number;
  sizePerPage: number;
  filters: { type: RecipeMenuType; status: 'ACTIVE'; search?: string };
  sort: 'ORDER';
};

export const LINE_CARDS = gql`
  query LineCards($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters, $sort: RecipeMenuSort) {
    getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: $sort) {
      total
      records {
        id
        title
        coverPic
        type
        category {
          id
          name
        }
        effectiveAllergens {
          id
          name
        }
      }
    }
  }
`;

/** How many recipes and dishes, both types, the server lets this cook see (the per-cook allowance applied). */
export type LineVisibleTotalData = { getRecipeMenu: { total: number } };
export const LINE_VISIBLE_TOTAL = gql`
  query LineVisibleTotal {
    getRecipeMenu(pageNo: 1, sizePerPage: 1) {
      total
    }
  }
`;

/** A unit as the line shows it. */
export type LineUnit = Named & { code: string | null };

/**
 * An ingredient line or a sub-recipe line (`subRecipeId`, `subRecipeTitle`; `subRecipe` null when
 * the cook may not open it). `scaled` only when the page asked to scale: the amount in the unit the
 * service chose (3,125 ml → 3.1 l) and rounded for a cook. `subRecipeYield`: how much of the
 * sub-recipe's yield the line needs, scaled, in its yield unit (what to open the sub-recipe at).
 */
export type LineIngredient = Pick<
  RecipeIngredient,
  'id' | 'position' | 'ingredientsId' | 'quantity' | 'unitOfMeasure' | 'subRecipeId' | 'subRecipeTitle'
> & {
  ingredient: Named | null;
  unit: LineUnit | null;
  scaled: { quantity: number; unit: LineUnit | null } | null;
  subRecipe: { id: string } | null;
  subRecipeYield: number | null;
};

export type LineRecipe = Pick<
  RecipeMenu,
  'id' | 'title' | 'description' | 'coverPic' | 'video' | 'type' | 'utensils' | 'yieldValue' | 'yieldUnitOfMeasure' | 'notes' | 'steps'
> & {
  category: Named | null;
  yieldUnit: LineUnit | null;
  scaledYieldValue: number | null;
  /** Every active allergen: contains, may contain, not checked (naming the lines) or free. */
  allergenProfile: AllergenStatus[];
  ingredients: LineIngredient[];
};
export type LineRecipeData = { getRecipeMenuById: LineRecipe | null };
export type LineRecipeVariables = { id: string; scaleToYield?: number };

export const LINE_RECIPE = gql`
  query LineRecipe($id: ID!, $scaleToYield: Float) {
    getRecipeMenuById(id: $id, scaleToYield: $scaleToYield) {
      id
      title
      description
      coverPic
      video
      type
      category {
        id
        name
      }
      utensils
      yieldValue
      yieldUnitOfMeasure
      yieldUnit {
        id
        name
        code
      }
      scaledYieldValue
      notes
      steps {
        id
        title
        description
        image
        video
      }
      allergenProfile {
        allergen {
          id
          name
        }
        status
        via
      }
      ingredients {
        id
        position
        ingredientsId
        ingredient {
          id
          name
        }
        subRecipeId
        subRecipeTitle
        subRecipe {
          id
        }
        subRecipeYield
        unit {
          id
          name
          code
        }
        quantity
        scaled {
          quantity
          unit {
            id
            name
            code
          }
        }
        unitOfMeasure
      }
    }
  }
`;
