import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminActiveAllergensQuery,
  AdminActiveAllergensQueryVariables,
  AdminCreateIngredientMutation,
  AdminCreateIngredientMutationVariables,
  AdminDeleteIngredientMutation,
  AdminDeleteIngredientMutationVariables,
  AdminIngredientQuery,
  AdminIngredientQueryVariables,
  AdminIngredientsQuery,
  AdminIngredientsQueryVariables,
  AdminUpdateIngredientMutation,
  AdminUpdateIngredientMutationVariables,
} from '../__generated__/graphql';

/**
 * An ingredient with its allergen statements: contains (`allergenIds`), may contain, free from.
 * An allergen in none of the three is unknown: nobody checked, so it is never shown as free.
 */
export type Ingredient = G.AdminIngredientFieldsFragment;
export type AllergenChoice = Ingredient['allergens'][number];
/** A kitchen's own density and piece weight for a platform ingredient (null: the platform's applies). */
export type IngredientConversions = NonNullable<Ingredient['kitchenConversions']>;
/** One ingredient as its view and form read it: the list's fields and its nutrition per 100 g (null: not stated). */
export type IngredientRecord = NonNullable<G.AdminIngredientQuery['getIngredientsById']>;

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

export const INGREDIENTS: TypedDocumentNode<AdminIngredientsQuery, AdminIngredientsQueryVariables> = gql`
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

export const INGREDIENT: TypedDocumentNode<AdminIngredientQuery, AdminIngredientQueryVariables> = gql`
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
export const ACTIVE_ALLERGENS: TypedDocumentNode<AdminActiveAllergensQuery, AdminActiveAllergensQueryVariables> = gql`
  query AdminActiveAllergens {
    getActiveAllergens {
      id
      name
    }
  }
`;

export const CREATE_INGREDIENT: TypedDocumentNode<AdminCreateIngredientMutation, AdminCreateIngredientMutationVariables> = gql`
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
export const UPDATE_INGREDIENT: TypedDocumentNode<AdminUpdateIngredientMutation, AdminUpdateIngredientMutationVariables> = gql`
  mutation AdminUpdateIngredient($id: ID!, $input: UpdateIngredientInput!) {
    UpdateIngredients(id: $id, input: $input) {
      ...AdminIngredientFields
      ...AdminIngredientNutrition
    }
  }
  ${FIELDS}
  ${NUTRITION}
`;

export const DELETE_INGREDIENT: TypedDocumentNode<AdminDeleteIngredientMutation, AdminDeleteIngredientMutationVariables> = gql`
  mutation AdminDeleteIngredient($id: ID!, $force: Boolean) {
    DeleteIngredients(id: $id, force: $force) {
      code
      message
    }
  }
`;
