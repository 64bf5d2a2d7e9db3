import { gql } from '@apollo/client';
import {
  VERSION_DIFF_FIELDS,
  type AllergenStatus,
  type Named,
  type RecipeIngredient,
  type RecipeMenu,
  type RecipeMenuType,
  type RecipeVersionDiff,
} from '@brigade/recipe-editor';

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

/** The calling cook's own reads of a recipe; null for anyone else (an admin viewing as a cook). */
export type MyRead = { readVersion: number | null; readAt: string | null; openedVersion: number | null; openedAt: string | null };

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
  /** The version cooks are shown: what 'Read' acknowledges. */
  releasedVersionNumber: number;
  myRead: MyRead | null;
  /** From the cook's last read version to the released one; null when up to date or never read. */
  changesSinceMyRead: RecipeVersionDiff | null;
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
      releasedVersionNumber
      myRead {
        readVersion
        readAt
        openedVersion
        openedAt
      }
      changesSinceMyRead {
        ...VersionDiffFields
      }
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

/** A recipe a cook read before that has a newer released version. */
export type RecipeNotice = Pick<RecipeMenu, 'id' | 'title' | 'type'> & {
  releasedVersionNumber: number;
  changesSinceMyRead: RecipeVersionDiff | null;
};
export type RecipeNoticesData = { getMyRecipeNotices: RecipeNotice[] };

export const RECIPE_NOTICES = gql`
  query MyRecipeNotices {
    getMyRecipeNotices {
      id
      title
      type
      releasedVersionNumber
      changesSinceMyRead {
        ...VersionDiffFields
      }
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

export type MarkReadData = { MarkRecipeRead: MyRead };
export type MarkReadVariables = { recipeId: string; version: number };

/** The cook acknowledges the version on their screen. */
export const MARK_RECIPE_READ = gql`
  mutation MarkRecipeRead($recipeId: ID!, $version: Int!) {
    MarkRecipeRead(recipeId: $recipeId, version: $version) {
      readVersion
      readAt
      openedVersion
      openedAt
    }
  }
`;
