import { gql } from '@apollo/client';
import type { Named, RecipeIngredient, RecipeMenu, RecipeMenuType } from '@brigade/recipe-editor';

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

/** An ingredient line; `scaledQuantity` is filled only when the page asked to scale. */
export type LineIngredient = Pick<
  RecipeIngredient,
  'id' | 'position' | 'ingredientsId' | 'ingredient' | 'unit' | 'quantity' | 'unitOfMeasure'
> & {
  scaledQuantity: number | null;
};

export type LineRecipe = Pick<
  RecipeMenu,
  | 'id'
  | 'title'
  | 'description'
  | 'coverPic'
  | 'video'
  | 'type'
  | 'utensils'
  | 'yieldValue'
  | 'yieldUnitOfMeasure'
  | 'notes'
  | 'steps'
  | 'effectiveAllergens'
> & { category: Named | null; scaledYieldValue: number | null; ingredients: LineIngredient[] };
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
      scaledYieldValue
      notes
      steps {
        id
        title
        description
        image
        video
      }
      effectiveAllergens {
        id
        name
      }
      ingredients {
        id
        position
        ingredientsId
        ingredient {
          id
          name
        }
        unit {
          id
          name
        }
        quantity
        scaledQuantity
        unitOfMeasure
      }
    }
  }
`;
