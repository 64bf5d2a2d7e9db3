import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  NudgeRecipeReadersMutation,
  NudgeRecipeReadersMutationVariables,
  ReleaseRecipeDraftMutation,
  ReleaseRecipeDraftMutationVariables,
  SendBackRecipeDraftMutation,
  SendBackRecipeDraftMutationVariables,
} from '../__generated__/graphql';

/** `version` is the draft previewed: a newer save refuses it (BAD_USER_INPUT on `version`). */
export const RELEASE_RECIPE_DRAFT: TypedDocumentNode<ReleaseRecipeDraftMutation, ReleaseRecipeDraftMutationVariables> = gql`
  mutation ReleaseRecipeDraft($recipeId: ID!, $version: Int!, $note: String) {
    ReleaseRecipeDraft(recipeId: $recipeId, version: $version, note: $note) {
      id
      versionNumber
      releasedVersionNumber
    }
  }
`;

export const SEND_BACK_RECIPE_DRAFT: TypedDocumentNode<SendBackRecipeDraftMutation, SendBackRecipeDraftMutationVariables> = gql`
  mutation SendBackRecipeDraft($recipeId: ID!, $version: Int!, $comment: String!) {
    SendBackRecipeDraft(recipeId: $recipeId, version: $version, comment: $comment) {
      id
      versionNumber
      releasedVersionNumber
    }
  }
`;

/** Pushes to the cooks who have not read the released version; answers how many. */
export const NUDGE_RECIPE_READERS: TypedDocumentNode<NudgeRecipeReadersMutation, NudgeRecipeReadersMutationVariables> = gql`
  mutation NudgeRecipeReaders($recipeId: ID!) {
    NudgeRecipeReaders(recipeId: $recipeId)
  }
`;
