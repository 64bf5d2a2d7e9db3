import { gql } from '@apollo/client';

/** A recipe carries its kitchen's id only; the kitchen service names it. */
export const KITCHEN_NAME = gql`
  query AdminRecipeKitchen($id: ID!) {
    getKitchenById(id: $id) {
      id
      name
    }
  }
`;

/** The list's category filter: the platform's active categories. */
export const FILTER_CATEGORIES = gql`
  query AdminRecipeCategories {
    getActiveCategory {
      id
      name
    }
  }
`;
