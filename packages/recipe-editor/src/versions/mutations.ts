import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RestoreRecipeVersionMutation, RestoreRecipeVersionMutationVariables } from '../__generated__/graphql';

/** Saves a version's content as a new version (a kitchen's admins only). */
export const RESTORE_RECIPE_VERSION: TypedDocumentNode<RestoreRecipeVersionMutation, RestoreRecipeVersionMutationVariables> = gql`
  mutation RestoreRecipeVersion($recipeId: ID!, $number: Int!, $changeNote: String) {
    RestoreRecipeVersion(recipeId: $recipeId, number: $number, changeNote: $changeNote) {
      id
      versionNumber
    }
  }
`;
