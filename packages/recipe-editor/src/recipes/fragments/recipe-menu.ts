import { gql } from '@apollo/client';
import type {
  AllergenProfileFieldsFragment,
  IngredientFieldsFragment,
  RecipeMenuFieldsFragment,
  RecipeMenuRowFieldsFragment,
  SubRecipeFieldsFragment,
  UnitFieldsFragment,
} from '../../__generated__/graphql';

/* A recipe's fields as the editor, the view and the other features' documents select them, and their names. */

/** A unit with what conversion needs (@brigade/units' UnitDef). */
export const UNIT_FIELDS = gql`
  fragment UnitFields on Unit {
    id
    name
    code
    dimension
    toBase
  }
`;

/** Where a recipe stands on each active allergen, and the lines each status comes from. */
export const ALLERGEN_PROFILE_FIELDS = gql`
  fragment AllergenProfileFields on AllergenStatus {
    allergen {
      id
      name
    }
    status
    via
  }
`;

/** An ingredient's allergen statements and what converts its amounts to grams. */
export const INGREDIENT_FIELDS = gql`
  fragment IngredientFields on Ingredient {
    id
    name
    density
    pieceWeight
    allergenIds
    mayContainAllergenIds
    freeFromAllergenIds
  }
`;

/** What a recipe used as a line brings: its yield (which units convert to it) and its allergens. */
export const SUB_RECIPE_FIELDS = gql`
  fragment SubRecipeFields on RecipeMenu {
    id
    title
    type
    yieldValue
    yieldUnitOfMeasure
    yieldUnit {
      ...UnitFields
    }
    allergenProfile {
      ...AllergenProfileFields
    }
  }
  ${UNIT_FIELDS}
  ${ALLERGEN_PROFILE_FIELDS}
`;

/** Everything a recipe's editor and its read-only view show. */
export const RECIPE_MENU_FIELDS = gql`
  fragment RecipeMenuFields on RecipeMenu {
    id
    title
    description
    coverPic
    video
    type
    status
    kitchenId
    categoryId
    subCategoryId
    category {
      id
      name
    }
    subCategory {
      id
      name
    }
    isPrivate
    cookIds
    cooks {
      id
      fName
      lName
      displayName
      email
    }
    utensils
    yieldValue
    yieldUnitOfMeasure
    yieldUnitId
    yieldUnit {
      ...UnitFields
    }
    notes
    steps {
      id
      title
      description
      image
      video
    }
    allergenIds
    allergens {
      id
      name
    }
    effectiveAllergens {
      id
      name
    }
    mayContainAllergenIds
    allergenProfile {
      ...AllergenProfileFields
    }
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        ...IngredientFields
      }
      subRecipeId
      subRecipe {
        ...SubRecipeFields
      }
      subRecipeTitle
      unitId
      unit {
        ...UnitFields
      }
      quantity
      unitOfMeasure
      grams
      conversionProblem
    }
    usedIn {
      id
      title
      type
    }
    order
    createdAt
    updatedAt
  }
  ${INGREDIENT_FIELDS}
  ${SUB_RECIPE_FIELDS}
`;

/** A recipe or dish as a list shows it. */
export const RECIPE_MENU_ROW_FIELDS = gql`
  fragment RecipeMenuRowFields on RecipeMenu {
    id
    title
    coverPic
    type
    status
    kitchenId
    isPrivate
    order
    category {
      id
      name
    }
    updatedAt
    draftWaiting
  }
`;

/** A catalog entry a recipe points at; null where it was deleted since (a dangling id). */
export type Named = { id: string; name: string };
export type Unit = UnitFieldsFragment;
export type AllergenStatus = AllergenProfileFieldsFragment;
export type Ingredient = IngredientFieldsFragment;
export type SubRecipe = SubRecipeFieldsFragment;

/** Everything a recipe's editor and its read-only view show. */
export type RecipeMenu = RecipeMenuFieldsFragment & {
  /** The newest version and the one cooks see (issue #25); only the documents that ask for them carry them. */
  versionNumber?: number | null;
  releasedVersionNumber?: number;
};
export type RecipeIngredient = RecipeMenu['ingredients'][number];
export type RecipeCook = RecipeMenu['cooks'][number];
export type RecipeStep = RecipeMenu['steps'][number];
export type RecipeRef = RecipeMenu['usedIn'][number];
export type RecipeMenuRow = RecipeMenuRowFieldsFragment;
