import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CookReadsQuery,
  CookReadsQueryVariables,
  NudgeRecipeReadersMutation,
  NudgeRecipeReadersMutationVariables,
  RecipeMenuWithDraftQuery,
  RecipeMenuWithDraftQueryVariables,
  RecipeReadsQuery,
  RecipeReadsQueryVariables,
  RecipeReleaseQuery,
  RecipeReleaseQueryVariables,
  ReleaseRecipeDraftMutation,
  ReleaseRecipeDraftMutationVariables,
  SendBackRecipeDraftMutation,
  SendBackRecipeDraftMutationVariables,
} from '../__generated__/graphql';
import { RECIPE_MENU_FIELDS } from './recipes';

/** Review before release (issue #25; services/recipe README 'Releases'). */

const PERSON = gql`
  fragment ReleasePersonFields on User {
    id
    fName
    lName
    displayName
    email
  }
`;

/** The view page's banner: what cooks see, and the waiting draft's who, when and why (admins only; null for cooks). */
export const RECIPE_RELEASE: TypedDocumentNode<RecipeReleaseQuery, RecipeReleaseQueryVariables> = gql`
  query RecipeRelease($id: ID!) {
    getRecipeMenuById(id: $id) {
      id
      versionNumber
      releasedVersionNumber
      draft {
        version
        savedBy {
          ...ReleasePersonFields
        }
        savedAt
        note
        sentBack {
          comment
          at
          by {
            ...ReleasePersonFields
          }
        }
      }
    }
  }
  ${PERSON}
`;

/**
 * The recipe and, when one waits, its draft's content: what the editor edits and the preview shows.
 * The draft carries the recipe's own id (and its lines' and steps'), so a normalising cache would
 * write it over the released recipe: read it with `fetchPolicy: 'no-cache'` only. The draft's dish price comes
 * with it (admins only, as the draft itself): DISH_PRICE answers the released one.
 */
export const RECIPE_MENU_WITH_DRAFT: TypedDocumentNode<RecipeMenuWithDraftQuery, RecipeMenuWithDraftQueryVariables> = gql`
  query RecipeMenuWithDraft($id: ID!) {
    getRecipeMenuById(id: $id) {
      ...RecipeMenuFields
      versionNumber
      releasedVersionNumber
      draft {
        version
        recipe {
          ...RecipeMenuFields
          sellingPrice
          vatRate
        }
      }
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

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

/** Per cook who may see the recipe: whether they read its released version (admins and the super admin). */
export const RECIPE_READS: TypedDocumentNode<RecipeReadsQuery, RecipeReadsQueryVariables> = gql`
  query RecipeReads($recipeId: ID!) {
    getRecipeReads(recipeId: $recipeId) {
      version
      readCount
      cookCount
      cooks {
        userId
        user {
          ...ReleasePersonFields
        }
        readVersion
        readAt
        openedVersion
        openedAt
        upToDate
      }
    }
  }
  ${PERSON}
`;

/** Per cook: every recipe they may see now, whether they have read its released version (to read first). */
export const COOK_READS: TypedDocumentNode<CookReadsQuery, CookReadsQueryVariables> = gql`
  query CookReads($cookId: ID!) {
    getCookReads(cookId: $cookId) {
      cookId
      readCount
      recipeCount
      recipes {
        recipe {
          id
          title
          type
          releasedVersionNumber
        }
        readVersion
        openedVersion
        upToDate
      }
    }
  }
`;

/** Pushes to the cooks who have not read the released version; answers how many. */
export const NUDGE_RECIPE_READERS: TypedDocumentNode<NudgeRecipeReadersMutation, NudgeRecipeReadersMutationVariables> = gql`
  mutation NudgeRecipeReaders($recipeId: ID!) {
    NudgeRecipeReaders(recipeId: $recipeId)
  }
`;

export type RecipeDraftInfo = NonNullable<NonNullable<RecipeReleaseQuery['getRecipeMenuById']>['draft']>;
export type RecipeDraftReturn = NonNullable<RecipeDraftInfo['sentBack']>;
export type RecipeReadRow = RecipeReadsQuery['getRecipeReads']['cooks'][number];
export type CookRecipeRead = CookReadsQuery['getCookReads']['recipes'][number];
