import { gql } from '@apollo/client';

export type Category = {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED';
  /** The category's picture (SPEC.md §5 lists coverPic in the data; `image` is only wording). */
  coverPic: string | null;
  /** Written by other clients only; shown when there is no coverPic. */
  image: string | null;
  description: string | null;
  /** Only 'ALL': never edited or deleted; dishes of deleted categories move to it. */
  isPermanent: boolean;
  order: number;
  /** null: the platform's, every kitchen sees it. */
  kitchenId: string | null;
  canEdit: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

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

export const CATEGORIES = gql`
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
export const CATEGORY_IDS = gql`
  query AdminCategoryIds($pageNo: Int, $sizePerPage: Int, $filters: CategoryFilters) {
    getCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        id
      }
    }
  }
`;

export const CATEGORY = gql`
  query AdminCategory($id: ID!) {
    getCategoryById(id: $id) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const CREATE_CATEGORY = gql`
  mutation AdminCreateCategory($input: CategoryInput!) {
    CreateCategory(input: $input) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_CATEGORY = gql`
  mutation AdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
    UpdateCategory(id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
  ${FIELDS}
`;

export const DELETE_CATEGORY = gql`
  mutation AdminDeleteCategory($id: ID!) {
    DeleteCategory(id: $id) {
      code
      message
    }
  }
`;
