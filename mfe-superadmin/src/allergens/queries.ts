import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminAllergenFieldsFragment,
  AdminAllergenQuery,
  AdminAllergenQueryVariables,
  AdminAllergensQuery,
  AdminAllergensQueryVariables,
  AdminCreateAllergenMutation,
  AdminCreateAllergenMutationVariables,
  AdminDeleteAllergenMutation,
  AdminDeleteAllergenMutationVariables,
  AdminAllergenDependantsQuery,
  AdminAllergenDependantsQueryVariables,
  AdminUpdateAllergenMutation,
  AdminUpdateAllergenMutationVariables,
} from '../__generated__/graphql';

export type Allergen = AdminAllergenFieldsFragment;

const FIELDS = gql`
  fragment AdminAllergenFields on Allergen {
    id
    name
    code
    status
    translations {
      en
      nl
      es
      de
      fr
    }
    regulated
    usedInIngredients
    usedInRecipes
    createdAt
    updatedAt
  }
`;

export const ALLERGENS: TypedDocumentNode<AdminAllergensQuery, AdminAllergensQueryVariables> = gql`
  query AdminAllergens($pageNo: Int, $sizePerPage: Int, $filters: CatalogFilters) {
    getAllergens(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminAllergenFields
      }
    }
  }
  ${FIELDS}
`;

export const ALLERGEN: TypedDocumentNode<AdminAllergenQuery, AdminAllergenQueryVariables> = gql`
  query AdminAllergen($id: ID!) {
    getAllergensById(id: $id) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const CREATE_ALLERGEN: TypedDocumentNode<AdminCreateAllergenMutation, AdminCreateAllergenMutationVariables> = gql`
  mutation AdminCreateAllergen($input: AllergenInput!) {
    CreateAllergens(input: $input) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_ALLERGEN: TypedDocumentNode<AdminUpdateAllergenMutation, AdminUpdateAllergenMutationVariables> = gql`
  mutation AdminUpdateAllergen($id: ID!, $input: UpdateAllergenInput!) {
    UpdateAllergens(id: $id, input: $input) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const DELETE_ALLERGEN: TypedDocumentNode<AdminDeleteAllergenMutation, AdminDeleteAllergenMutationVariables> = gql`
  mutation AdminDeleteAllergen($id: ID!, $force: Boolean) {
    DeleteAllergens(id: $id, force: $force) {
      code
      message
    }
  }
`;

/** What carries an allergen (catalog's ingredients, recipe's recipes), for the dialog before a forced delete. */
export const ALLERGEN_DEPENDANTS: TypedDocumentNode<AdminAllergenDependantsQuery, AdminAllergenDependantsQueryVariables> = gql`
  query AdminAllergenDependants($id: ID!) {
    getAllergensById(id: $id) {
      id
      usedInIngredients
      ingredientsCarrying {
        id
        name
      }
      usedInRecipes
      recipesCarrying {
        id
        title
      }
    }
  }
`;

export type AllergenDependants = NonNullable<AdminAllergenDependantsQuery['getAllergensById']>;
