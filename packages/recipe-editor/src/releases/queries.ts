import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RecipeMenuWithDraftQuery,
  RecipeMenuWithDraftQueryVariables,
  RecipeReleaseQuery,
  RecipeReleaseQueryVariables,
} from '../__generated__/graphql';
import { RECIPE_MENU_FIELDS } from '../recipes/fragments/recipe-menu';
import { PERSON_FIELDS } from './fragments/person';

/** Review before release (issue #25; services/recipe README 'Releases'). */

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
  ${PERSON_FIELDS}
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

export type RecipeDraftInfo = NonNullable<NonNullable<RecipeReleaseQuery['getRecipeMenuById']>['draft']>;
export type RecipeDraftReturn = NonNullable<RecipeDraftInfo['sentBack']>;
