import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UpdateRecipeOrderMutation, UpdateRecipeOrderMutationVariables } from '../__generated__/graphql';

/** The listed recipes, all of one kitchen, take positions 1..n in this order. */
export const UPDATE_RECIPE_ORDER: TypedDocumentNode<UpdateRecipeOrderMutation, UpdateRecipeOrderMutationVariables> = gql`
  mutation UpdateRecipeOrder($ids: [ID!]!) {
    UpdateRecipeOrder(ids: $ids)
  }
`;
