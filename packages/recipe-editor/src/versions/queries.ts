import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompareRecipeVersionsQuery,
  CompareRecipeVersionsQueryVariables,
  RecipeVersionsQuery,
  RecipeVersionsQueryVariables,
} from '../__generated__/graphql';
import { VERSION_DIFF_FIELDS } from './fragments/version-diff';

/** One page of the history, newest first, with the recipe's newest version number and the one cooks are shown. */
export const RECIPE_VERSIONS: TypedDocumentNode<RecipeVersionsQuery, RecipeVersionsQueryVariables> = gql`
  query RecipeVersions($recipeId: ID!, $pageNo: Int, $sizePerPage: Int) {
    getRecipeVersions(recipeId: $recipeId, pageNo: $pageNo, sizePerPage: $sizePerPage) {
      records {
        number
        savedAt
        savedById
        savedBySupport
        savedBy {
          id
          fName
          lName
          displayName
          email
        }
        note
        restoredFrom
        draft
        releasedAt
        releasedBy {
          id
          fName
          lName
          displayName
          email
        }
        releasedBySupport
        releaseNote
        changes {
          allergens
          lines
          steps
          fields
        }
      }
      total
    }
    getRecipeMenuById(id: $recipeId) {
      id
      title
      versionNumber
      releasedVersionNumber
    }
  }
`;

/** What changed from one version to another: allergens first, then lines, steps and other fields. */
export const COMPARE_RECIPE_VERSIONS: TypedDocumentNode<CompareRecipeVersionsQuery, CompareRecipeVersionsQueryVariables> = gql`
  query CompareRecipeVersions($recipeId: ID!, $from: Int!, $to: Int!) {
    compareRecipeVersions(recipeId: $recipeId, from: $from, to: $to) {
      ...VersionDiffFields
      currency
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

/** A save of a recipe or dish, as the history lists it (without its content). */
export type RecipeVersion = RecipeVersionsQuery['getRecipeVersions']['records'][number];
