import { gql } from '@apollo/client';

export type Allergen = {
  id: string;
  name: string;
  code: string | null;
  status: 'ACTIVE' | 'PAUSED';
  translations: { en: string | null; nl: string | null; es: string | null; de: string | null; fr: string | null };
  recipeCount: number;
  createdAt: string | null;
  updatedAt: string | null;
};

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
    recipeCount
    createdAt
    updatedAt
  }
`;

export const ALLERGENS = gql`
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

export const ALLERGEN = gql`
  query AdminAllergen($id: ID!) {
    getAllergensById(id: $id) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const CREATE_ALLERGEN = gql`
  mutation AdminCreateAllergen($input: AllergenInput!) {
    CreateAllergens(input: $input) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_ALLERGEN = gql`
  mutation AdminUpdateAllergen($id: ID!, $input: UpdateAllergenInput!) {
    UpdateAllergens(id: $id, input: $input) {
      ...AdminAllergenFields
    }
  }
  ${FIELDS}
`;

export const DELETE_ALLERGEN = gql`
  mutation AdminDeleteAllergen($id: ID!) {
    DeleteAllergens(id: $id) {
      code
      message
    }
  }
`;
