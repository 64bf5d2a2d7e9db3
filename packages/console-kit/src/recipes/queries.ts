import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminRecipeCategoriesQuery,
  AdminRecipeCategoriesQueryVariables,
  AdminRecipeKitchenQuery,
  AdminRecipeKitchenQueryVariables,
} from '../__generated__/graphql';

/** A recipe carries its kitchen's id only; the kitchen service names it. */
export const KITCHEN_NAME: TypedDocumentNode<AdminRecipeKitchenQuery, AdminRecipeKitchenQueryVariables> = gql`
  query AdminRecipeKitchen($id: ID!) {
    getKitchenById(id: $id) {
      id
      name
    }
  }
`;

/** The list's category filter: the platform's active categories. */
export const FILTER_CATEGORIES: TypedDocumentNode<AdminRecipeCategoriesQuery, AdminRecipeCategoriesQueryVariables> = gql`
  query AdminRecipeCategories {
    getActiveCategory {
      id
      name
    }
  }
`;
