import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCategoriesQuery,
  AdminCategoriesQueryVariables,
  AdminCategoryIdsQuery,
  AdminCategoryIdsQueryVariables,
  AdminCategoryQuery,
  AdminCategoryQueryVariables,
  AdminCreateCategoryMutation,
  AdminCreateCategoryMutationVariables,
  AdminDeleteCategoryMutation,
  AdminDeleteCategoryMutationVariables,
  AdminUpdateCategoryMutation,
  AdminUpdateCategoryMutationVariables,
} from '../__generated__/graphql';

/** A category as the console shows it; `isPermanent`: only 'ALL', never edited or deleted. */
export type Category = G.AdminCategoryFieldsFragment;

const FIELDS = gql`
  fragment AdminCategoryFields on Category {
    id
    name
    status
    coverPic
    image
    description
    isPermanent
    order
    kitchenId
    canEdit
    createdAt
    updatedAt
  }
`;

export const CATEGORIES: TypedDocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables> = gql`
  query AdminCategories($pageNo: Int, $sizePerPage: Int, $filters: CategoryFilters) {
    getCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminCategoryFields
      }
    }
  }
  ${FIELDS}
`;

/** One owner's whole sequence, for reordering across pages. */
export const CATEGORY_IDS: TypedDocumentNode<AdminCategoryIdsQuery, AdminCategoryIdsQueryVariables> = gql`
  query AdminCategoryIds($pageNo: Int, $sizePerPage: Int, $filters: CategoryFilters) {
    getCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        id
      }
    }
  }
`;

export const CATEGORY: TypedDocumentNode<AdminCategoryQuery, AdminCategoryQueryVariables> = gql`
  query AdminCategory($id: ID!) {
    getCategoryById(id: $id) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const CREATE_CATEGORY: TypedDocumentNode<AdminCreateCategoryMutation, AdminCreateCategoryMutationVariables> = gql`
  mutation AdminCreateCategory($input: CategoryInput!) {
    CreateCategory(input: $input) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_CATEGORY: TypedDocumentNode<AdminUpdateCategoryMutation, AdminUpdateCategoryMutationVariables> = gql`
  mutation AdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
    UpdateCategory(id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const DELETE_CATEGORY: TypedDocumentNode<AdminDeleteCategoryMutation, AdminDeleteCategoryMutationVariables> = gql`
  mutation AdminDeleteCategory($id: ID!) {
    DeleteCategory(id: $id) {
      code
      message
    }
  }
`;
