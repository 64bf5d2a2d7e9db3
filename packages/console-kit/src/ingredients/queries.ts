import { gql } from '@apollo/client';

import type { Nutrition } from './nutrition';

export type AllergenChoice = { id: string; name: string };

/** A kitchen's own density and piece weight for a platform ingredient (null: the platform's applies). */
export type IngredientConversions = { density: number | null; pieceWeight: number | null };

/**
 * An ingredient with its allergen statements: contains (`allergenIds`), may contain, free from.
 * An allergen in none of the three is unknown: nobody checked, so it is never shown as free.
 */
export type Ingredient = {
  id: string;
  name: string;
  /** A free label such as Dairy or Vegetable. */
  type: string | null;
  status: 'ACTIVE' | 'PAUSED';
  allergenIds: string[];
  allergens: AllergenChoice[];
  mayContainAllergenIds: string[];
  mayContainAllergens: AllergenChoice[];
  freeFromAllergenIds: string[];
  freeFromAllergens: AllergenChoice[];
  /** g per ml; a kitchen reads its own value of a platform ingredient here when it stated one. */
  density: number | null;
  /** g per piece. */
  pieceWeight: number | null;
  /** The reader's kitchen's own values for a platform ingredient; null if none (always for a super admin). */
  kitchenConversions: IngredientConversions | null;
  /** null: the platform's, every kitchen sees it. */
  kitchenId: string | null;
  canEdit: boolean;
  recipeCount: number;
  createdAt: string | null;
  updatedAt: string | null;
};

/** One ingredient as its view and form read it: the list's fields and its nutrition per 100 g (null: not stated). */
export type IngredientRecord = Ingredient & { nutrition: Nutrition | null };

const FIELDS = gql`
  fragment AdminIngredientFields on Ingredient {
    id
    name
    type
    status
    allergenIds
    allergens {
      id
      name
    }
    mayContainAllergenIds
    mayContainAllergens {
      id
      name
    }
    freeFromAllergenIds
    freeFromAllergens {
      id
      name
    }
    density
    pieceWeight
    kitchenConversions {
      density
      pieceWeight
    }
    kitchenId
    canEdit
    recipeCount
    createdAt
    updatedAt
  }
`;

export const INGREDIENTS = gql`
  query AdminIngredients($pageNo: Int, $sizePerPage: Int, $filters: IngredientFilters) {
    getIngredients(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminIngredientFields
      }
    }
  }
  ${FIELDS}
`;

/** The nine values per 100 g: only a record reads them (the list has no use for them). */
const NUTRITION = gql`
  fragment AdminIngredientNutrition on Ingredient {
    nutrition {
      energyKj
      energyKcal
      fat
      saturates
      carbohydrate
      sugars
      fibre
      protein
      salt
    }
  }
`;

export const INGREDIENT = gql`
  query AdminIngredient($id: ID!) {
    getIngredientsById(id: $id) {
      ...AdminIngredientFields
      ...AdminIngredientNutrition
    }
  }
  ${FIELDS}
  ${NUTRITION}
`;

/** The allergens offered in forms and filters (ACTIVE ones, by name in the person's language). */
export const ACTIVE_ALLERGENS = gql`
  query AdminActiveAllergens {
    getActiveAllergens {
      id
      name
    }
  }
`;

export const CREATE_INGREDIENT = gql`
  mutation AdminCreateIngredient($input: IngredientInput!) {
    CreateIngredients(input: $input) {
      ...AdminIngredientFields
      ...AdminIngredientNutrition
    }
  }
  ${FIELDS}
  ${NUTRITION}
`;

/** A kitchen admin's call on a platform ingredient sends only density and pieceWeight: their kitchen's own values (nutrition there is the platform's). */
export const UPDATE_INGREDIENT = gql`
  mutation AdminUpdateIngredient($id: ID!, $input: UpdateIngredientInput!) {
    UpdateIngredients(id: $id, input: $input) {
      ...AdminIngredientFields
      ...AdminIngredientNutrition
    }
  }
  ${FIELDS}
  ${NUTRITION}
`;

export const DELETE_INGREDIENT = gql`
  mutation AdminDeleteIngredient($id: ID!, $force: Boolean) {
    DeleteIngredients(id: $id, force: $force) {
      code
      message
    }
  }
`;
