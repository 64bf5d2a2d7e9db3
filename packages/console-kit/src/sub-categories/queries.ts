import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminActiveCategoriesQuery,
  AdminActiveCategoriesQueryVariables,
  AdminCreateSubCategoryMutation,
  AdminCreateSubCategoryMutationVariables,
  AdminDeleteSubCategoryMutation,
  AdminDeleteSubCategoryMutationVariables,
  AdminSubCategoriesQuery,
  AdminSubCategoriesQueryVariables,
  AdminSubCategoryIdsQuery,
  AdminSubCategoryIdsQueryVariables,
  AdminSubCategoryQuery,
  AdminSubCategoryQueryVariables,
  AdminUpdateSubCategoryMutation,
  AdminUpdateSubCategoryMutationVariables,
} from '../__generated__/graphql';

export type SubCategory = G.AdminSubCategoryFieldsFragment;
export type CategoryChoice = G.AdminActiveCategoriesQuery['getActiveCategory'][number];

const FIELDS = gql`
  fragment AdminSubCategoryFields on SubCategory {
    id
    name
    status
    categoryId
    category {
      id
      name
    }
    description
    image
    order
    kitchenId
    canEdit
    createdAt
    updatedAt
  }
`;

export const SUB_CATEGORIES: TypedDocumentNode<AdminSubCategoriesQuery, AdminSubCategoriesQueryVariables> = gql`
  query AdminSubCategories($pageNo: Int, $sizePerPage: Int, $filters: SubCategoryFilters) {
    getSubCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminSubCategoryFields
      }
    }
  }
  ${FIELDS}
`;

/** One owner's whole sequence, for reordering across pages. */
export const SUB_CATEGORY_IDS: TypedDocumentNode<AdminSubCategoryIdsQuery, AdminSubCategoryIdsQueryVariables> = gql`
  query AdminSubCategoryIds($pageNo: Int, $sizePerPage: Int, $filters: SubCategoryFilters) {
    getSubCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        id
      }
    }
  }
`;

export const SUB_CATEGORY: TypedDocumentNode<AdminSubCategoryQuery, AdminSubCategoryQueryVariables> = gql`
  query AdminSubCategory($id: ID!) {
    getSubCategoryById(id: $id) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

/** The categories offered to one kitchen (the platform's and its own; none: the platform's). */
export const ACTIVE_CATEGORIES: TypedDocumentNode<AdminActiveCategoriesQuery, AdminActiveCategoriesQueryVariables> = gql`
  query AdminActiveCategories($kitchenId: ID) {
    getActiveCategory(kitchenId: $kitchenId) {
      id
      name
      kitchenId
    }
  }
`;

export const CREATE_SUB_CATEGORY: TypedDocumentNode<AdminCreateSubCategoryMutation, AdminCreateSubCategoryMutationVariables> = gql`
  mutation AdminCreateSubCategory($input: SubCategoryInput!) {
    CreateSubCategory(input: $input) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_SUB_CATEGORY: TypedDocumentNode<AdminUpdateSubCategoryMutation, AdminUpdateSubCategoryMutationVariables> = gql`
  mutation AdminUpdateSubCategory($id: ID!, $input: UpdateSubCategoryInput!) {
    UpdateSubCategory(id: $id, input: $input) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

export const DELETE_SUB_CATEGORY: TypedDocumentNode<AdminDeleteSubCategoryMutation, AdminDeleteSubCategoryMutationVariables> = gql`
  mutation AdminDeleteSubCategory($id: ID!) {
    DeleteSubCategory(id: $id) {
      code
      message
    }
  }
`;
