import { gql } from '@apollo/client';

export type AllergenChoice = { id: string; name: string };

export type Ingredient = {
  id: string;
  name: string;
  /** A free label such as Dairy or Vegetable. */
  type: string | null;
  status: 'ACTIVE' | 'PAUSED';
  allergenIds: string[];
  allergens: AllergenChoice[];
  /** null: the platform's, every kitchen sees it. */
  kitchenId: string | null;
  canEdit: boolean;
  recipeCount: number;
  createdAt: string | null;
  updatedAt: string | null;
};

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

export const INGREDIENT = gql`
  query AdminIngredient($id: ID!) {
    getIngredientsById(id: $id) {
      ...AdminIngredientFields
    }
  }
  ${FIELDS}
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
    }
  }
  ${FIELDS}
`;

export const UPDATE_INGREDIENT = gql`
  mutation AdminUpdateIngredient($id: ID!, $input: UpdateIngredientInput!) {
    UpdateIngredients(id: $id, input: $input) {
      ...AdminIngredientFields
    }
  }
  ${FIELDS}
`;

export const DELETE_INGREDIENT = gql`
  mutation AdminDeleteIngredient($id: ID!, $force: Boolean) {
    DeleteIngredients(id: $id, force: $force) {
      code
      message
    }
  }
`;
