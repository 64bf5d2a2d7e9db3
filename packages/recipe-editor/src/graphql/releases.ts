import { gql } from '@apollo/client';
import { RECIPE_MENU_FIELDS } from './recipes';
import type { DishPrice } from '../editor/values';
import type { RecipeCook, RecipeMenu, RecipeMenuType } from './types';

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

export type RecipeDraftReturn = { comment: string; at: string; by: RecipeCook | null };
export type RecipeDraftInfo = {
  version: number;
  savedBy: RecipeCook | null;
  savedAt: string;
  note: string | null;
  sentBack: RecipeDraftReturn | null;
};
export type RecipeReleaseData = {
  getRecipeMenuById: {
    id: string;
    versionNumber: number | null;
    releasedVersionNumber: number;
    draft: RecipeDraftInfo | null;
  } | null;
};

/** The view page's banner: what cooks see, and the waiting draft's who, when and why (admins only; null for cooks). */
export const RECIPE_RELEASE = gql`
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

export type RecipeWithDraftData = {
  getRecipeMenuById: (RecipeMenu & { draft: { version: number; recipe: RecipeMenu & DishPrice } | null }) | null;
};

/**
 * The recipe and, when one waits, its draft's content: what the editor edits and the preview shows.
 * The draft carries the recipe's own id (and its lines' and steps'), so a normalising cache would
 * write it over the released recipe: read it with `fetchPolicy: 'no-cache'` only. The draft's dish price comes
 * with it (admins only, as the draft itself): DISH_PRICE answers the released one.
 */
export const RECIPE_MENU_WITH_DRAFT = gql`
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

export type ReleaseDraftVariables = { recipeId: string; version: number; note: string | null };
/** `version` is the draft previewed: a newer save refuses it (BAD_USER_INPUT on `version`). */
export const RELEASE_RECIPE_DRAFT = gql`
  mutation ReleaseRecipeDraft($recipeId: ID!, $version: Int!, $note: String) {
    ReleaseRecipeDraft(recipeId: $recipeId, version: $version, note: $note) {
      id
      versionNumber
      releasedVersionNumber
    }
  }
`;

export type SendBackDraftVariables = { recipeId: string; version: number; comment: string };
export const SEND_BACK_RECIPE_DRAFT = gql`
  mutation SendBackRecipeDraft($recipeId: ID!, $version: Int!, $comment: String!) {
    SendBackRecipeDraft(recipeId: $recipeId, version: $version, comment: $comment) {
      id
      versionNumber
      releasedVersionNumber
    }
  }
`;

export type RecipeReadRow = {
  userId: string;
  user: RecipeCook | null;
  readVersion: number | null;
  readAt: string | null;
  openedVersion: number | null;
  openedAt: string | null;
  upToDate: boolean;
};
export type RecipeReadsData = {
  getRecipeReads: { version: number; readCount: number; cookCount: number; cooks: RecipeReadRow[] };
};

/** Per cook who may see the recipe: whether they read its released version (admins and the super admin). */
export const RECIPE_READS = gql`
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

/** One recipe a cook may see, and what they opened and read of it. */
export type CookRecipeRead = {
  recipe: { id: string; title: string; type: RecipeMenuType; releasedVersionNumber: number };
  readVersion: number | null;
  openedVersion: number | null;
  upToDate: boolean;
};
export type CookReadsData = { getCookReads: { cookId: string; readCount: number; recipeCount: number; recipes: CookRecipeRead[] } };

/** Per cook: every recipe they may see now, whether they have read its released version (to read first). */
export const COOK_READS = gql`
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
export const NUDGE_RECIPE_READERS = gql`
  mutation NudgeRecipeReaders($recipeId: ID!) {
    NudgeRecipeReaders(recipeId: $recipeId)
  }
`;
