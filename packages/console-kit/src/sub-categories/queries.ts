import { gql } from '@apollo/client';

export type SubCategory = {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED';
  /** Fixed at creation: a platform category or one of the same kitchen. */
  categoryId: string;
  category: { id: string; name: string } | null;
  description: string | null;
  image: string | null;
  order: number;
  /** null: the platform's. */
  kitchenId: string | null;
  canEdit: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

export type CategoryChoice = { id: string; name: string; kitchenId: string | null };

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

export const SUB_CATEGORIES = gql`
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
export const SUB_CATEGORY_IDS = gql`
  query AdminSubCategoryIds($pageNo: Int, $sizePerPage: Int, $filters: SubCategoryFilters) {
    getSubCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        id
      }
    }
  }
`;

export const SUB_CATEGORY = gql`
  query AdminSubCategory($id: ID!) {
    getSubCategoryById(id: $id) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

/** The categories offered to one kitchen (the platform's and its own; none: the platform's). */
export const ACTIVE_CATEGORIES = gql`
  query AdminActiveCategories($kitchenId: ID) {
    getActiveCategory(kitchenId: $kitchenId) {
      id
      name
      kitchenId
    }
  }
`;

export const CREATE_SUB_CATEGORY = gql`
  mutation AdminCreateSubCategory($input: SubCategoryInput!) {
    CreateSubCategory(input: $input) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_SUB_CATEGORY = gql`
  mutation AdminUpdateSubCategory($id: ID!, $input: UpdateSubCategoryInput!) {
    UpdateSubCategory(id: $id, input: $input) {
      ...AdminSubCategoryFields
    }
  }
  ${FIELDS}
`;

export const DELETE_SUB_CATEGORY = gql`
  mutation AdminDeleteSubCategory($id: ID!) {
    DeleteSubCategory(id: $id) {
      code
      message
    }
  }
`;
