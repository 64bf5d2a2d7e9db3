import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RecipeEditorAllergensQuery,
  RecipeEditorAllergensQueryVariables,
  RecipeEditorCategoriesQuery,
  RecipeEditorCategoriesQueryVariables,
  RecipeEditorCooksQuery,
  RecipeEditorCooksQueryVariables,
  RecipeEditorIngredientsQuery,
  RecipeEditorIngredientsQueryVariables,
  RecipeEditorKitchensQuery,
  RecipeEditorKitchensQueryVariables,
  RecipeEditorSubCategoriesQuery,
  RecipeEditorSubCategoriesQueryVariables,
  RecipeEditorSubRecipesQuery,
  RecipeEditorSubRecipesQueryVariables,
  RecipeEditorUnitsQuery,
  RecipeEditorUnitsQueryVariables,
} from '../__generated__/graphql';
import { INGREDIENT_FIELDS, SUB_RECIPE_FIELDS, UNIT_FIELDS } from '../recipes/fragments/recipe-menu';

/* What the editor's dropdowns offer: the catalog's active entries for one kitchen (a super admin names it). */

export const ACTIVE_KITCHENS: TypedDocumentNode<RecipeEditorKitchensQuery, RecipeEditorKitchensQueryVariables> = gql`
  query RecipeEditorKitchens {
    getActiveKitchen {
      id
      name
    }
  }
`;

export const ACTIVE_CATEGORIES: TypedDocumentNode<RecipeEditorCategoriesQuery, RecipeEditorCategoriesQueryVariables> = gql`
  query RecipeEditorCategories($kitchenId: ID) {
    getActiveCategory(kitchenId: $kitchenId) {
      id
      name
    }
  }
`;

export const ACTIVE_SUB_CATEGORIES: TypedDocumentNode<RecipeEditorSubCategoriesQuery, RecipeEditorSubCategoriesQueryVariables> = gql`
  query RecipeEditorSubCategories($categoryId: ID, $kitchenId: ID) {
    getActiveSubCategory(categoryId: $categoryId, kitchenId: $kitchenId) {
      id
      name
    }
  }
`;

/** Each with its allergen statements and its density and piece weight (the preview and the weight hints use them). */
export const ACTIVE_INGREDIENTS: TypedDocumentNode<RecipeEditorIngredientsQuery, RecipeEditorIngredientsQueryVariables> = gql`
  query RecipeEditorIngredients($kitchenId: ID) {
    getActiveIngredients(kitchenId: $kitchenId) {
      ...IngredientFields
    }
  }
  ${INGREDIENT_FIELDS}
`;

/** The catalog has a few dozen units; one page of the maximum size holds them all. */
export const ACTIVE_UNITS: TypedDocumentNode<RecipeEditorUnitsQuery, RecipeEditorUnitsQueryVariables> = gql`
  query RecipeEditorUnits {
    getUnits(pageNo: 1, sizePerPage: 100, filters: { status: ACTIVE }) {
      records {
        ...UnitFields
      }
    }
  }
  ${UNIT_FIELDS}
`;

/**
 * The kitchen's active recipes a line may use (a dish is not a line): the largest page the
 * services serve, by title. Without `kitchenId` the service answers with the caller's kitchen's.
 */
export const KITCHEN_RECIPES: TypedDocumentNode<RecipeEditorSubRecipesQuery, RecipeEditorSubRecipesQueryVariables> = gql`
  query RecipeEditorSubRecipes($filters: RecipeMenuFilters) {
    getRecipeMenu(pageNo: 1, sizePerPage: 100, filters: $filters, sort: TITLE) {
      total
      records {
        ...SubRecipeFields
      }
    }
  }
  ${SUB_RECIPE_FIELDS}
`;

export const ACTIVE_ALLERGENS: TypedDocumentNode<RecipeEditorAllergensQuery, RecipeEditorAllergensQueryVariables> = gql`
  query RecipeEditorAllergens {
    getActiveAllergens {
      id
      name
    }
  }
`;

/** A kitchen's cooks, for a private recipe's allowed list: the newest 100 (the largest page the API gives). */
export const KITCHEN_COOKS: TypedDocumentNode<RecipeEditorCooksQuery, RecipeEditorCooksQueryVariables> = gql`
  query RecipeEditorCooks($kitchenId: ID) {
    GetUsers(pageNo: 1, sizePerPage: 100, filters: { role: COOK, kitchenId: $kitchenId }) {
      records {
        id
        fName
        lName
        displayName
        email
      }
    }
  }
`;
