import { gql } from '@apollo/client';
import { INGREDIENT_FIELDS, SUB_RECIPE_FIELDS, UNIT_FIELDS } from './recipes';
import type { Ingredient, Named, RecipeCook, SubRecipe, Unit } from './types';

/* What the editor's dropdowns offer: the catalog's active entries for one kitchen (a super admin names it). */

export type KitchensData = { getActiveKitchen: Named[] };
export const ACTIVE_KITCHENS = gql`
  query RecipeEditorKitchens {
    getActiveKitchen {
      id
      name
    }
  }
`;

export type CategoriesData = { getActiveCategory: Named[] };
export const ACTIVE_CATEGORIES = gql`
  query RecipeEditorCategories($kitchenId: ID) {
    getActiveCategory(kitchenId: $kitchenId) {
      id
      name
    }
  }
`;

export type SubCategoriesData = { getActiveSubCategory: Named[] };
export const ACTIVE_SUB_CATEGORIES = gql`
  query RecipeEditorSubCategories($categoryId: ID, $kitchenId: ID) {
    getActiveSubCategory(categoryId: $categoryId, kitchenId: $kitchenId) {
      id
      name
    }
  }
`;

/** Each with its allergen statements and its density and piece weight (the preview and the weight hints use them). */
export type IngredientsData = { getActiveIngredients: Ingredient[] };
export const ACTIVE_INGREDIENTS = gql`
  query RecipeEditorIngredients($kitchenId: ID) {
    getActiveIngredients(kitchenId: $kitchenId) {
      ...IngredientFields
    }
  }
  ${INGREDIENT_FIELDS}
`;

/** The picker's "Add '…'": a kitchen admin's ingredient goes to their kitchen; a super admin names the recipe's. */
export type CreateIngredientInput = {
  name: string;
  kitchenId?: string;
  allergenIds: string[];
  mayContainAllergenIds: string[];
  freeFromAllergenIds: string[];
  density: number | null;
  pieceWeight: number | null;
};
export const CREATE_INGREDIENT = gql`
  mutation RecipeEditorCreateIngredient($input: IngredientInput!) {
    CreateIngredients(input: $input) {
      ...IngredientFields
    }
  }
  ${INGREDIENT_FIELDS}
`;

/** The catalog has a few dozen units; one page of the maximum size holds them all. */
export type UnitsData = { getUnits: { records: Unit[] } };
export const ACTIVE_UNITS = gql`
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
export type KitchenRecipesData = { getRecipeMenu: { total: number; records: SubRecipe[] } };
export const KITCHEN_RECIPES = gql`
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

export type AllergensData = { getActiveAllergens: Named[] };
export const ACTIVE_ALLERGENS = gql`
  query RecipeEditorAllergens {
    getActiveAllergens {
      id
      name
    }
  }
`;

/** A kitchen's cooks, for a private recipe's allowed list: the newest 100 (the largest page the API gives). */
export type CooksData = { GetUsers: { records: RecipeCook[] } };
export const KITCHEN_COOKS = gql`
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
