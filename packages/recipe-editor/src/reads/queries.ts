import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CookReadsQuery, CookReadsQueryVariables, RecipeReadsQuery, RecipeReadsQueryVariables } from '../__generated__/graphql';
import { PERSON_FIELDS } from '../releases/fragments/person';

/* Who read which released version (services/recipe README 'Reads'). */

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
  ${PERSON_FIELDS}
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
        openedAt
        upToDate
      }
    }
  }
`;

export type RecipeReadRow = RecipeReadsQuery['getRecipeReads']['cooks'][number];
export type CookRecipeRead = CookReadsQuery['getCookReads']['recipes'][number];
