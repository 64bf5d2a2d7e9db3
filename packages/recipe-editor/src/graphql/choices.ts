import { gql } from '@apollo/client';
import type { Named, RecipeCook } from './types';

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

/** With each ingredient's allergens, which the recipe inherits (shown apart from its own). */
export type IngredientsData = { getActiveIngredients: (Named & { allergens: Named[] })[] };
export const ACTIVE_INGREDIENTS = gql`
  query RecipeEditorIngredients($kitchenId: ID) {
    getActiveIngredients(kitchenId: $kitchenId) {
      id
      name
      allergens {
        id
        name
      }
    }
  }
`;

/** The catalog has a few dozen units; one page of the maximum size holds them all. */
export type UnitsData = { getUnits: { records: Named[] } };
export const ACTIVE_UNITS = gql`
  query RecipeEditorUnits {
    getUnits(pageNo: 1, sizePerPage: 100, filters: { status: ACTIVE }) {
      records {
        id
        name
      }
    }
  }
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
