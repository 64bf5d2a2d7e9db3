import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompareRecipeVersionsQuery,
  CompareRecipeVersionsQueryVariables,
  RecipeVersionsQuery,
  RecipeVersionsQueryVariables,
  RestoreRecipeVersionMutation,
  RestoreRecipeVersionMutationVariables,
} from '../__generated__/graphql';

/** One page of the history, newest first, with the recipe's current version number. */
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
      }
      total
    }
    getRecipeMenuById(id: $recipeId) {
      id
      title
      versionNumber
    }
  }
`;

const VERSION_LINE_FIELDS = gql`
  fragment VersionLineFields on RecipeVersionLine {
    ingredient {
      id
      name
    }
    unit {
      id
      name
    }
    subRecipeId
    subRecipeTitle
    quantity
    unitOfMeasure
  }
`;

/**
 * A comparison's fields, for every document that reads one: the history's compare and a cook's
 * `changesSinceMyRead` (mfe-kitchen's line view and notices).
 */
export const VERSION_DIFF_FIELDS = gql`
  fragment VersionDiffFields on RecipeVersionDiff {
    from
    to
    allergensGained {
      id
      name
    }
    allergensLost {
      id
      name
    }
    mayContainGained {
      id
      name
    }
    mayContainLost {
      id
      name
    }
    lines {
      kind
      lineId
      before {
        ...VersionLineFields
      }
      after {
        ...VersionLineFields
      }
      changed
    }
    steps {
      kind
      stepId
      number
      before {
        title
        description
      }
      after {
        title
        description
      }
      title {
        text
        change
      }
      description {
        text
        change
      }
    }
    fields {
      field
      before
      after
    }
  }
  ${VERSION_LINE_FIELDS}
`;

/** What changed from one version to another: allergens first, then lines, steps and other fields. */
export const COMPARE_RECIPE_VERSIONS: TypedDocumentNode<CompareRecipeVersionsQuery, CompareRecipeVersionsQueryVariables> = gql`
  query CompareRecipeVersions($recipeId: ID!, $from: Int!, $to: Int!) {
    compareRecipeVersions(recipeId: $recipeId, from: $from, to: $to) {
      ...VersionDiffFields
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

/** Saves a version's content as a new version (a kitchen's admins only). */
export const RESTORE_RECIPE_VERSION: TypedDocumentNode<RestoreRecipeVersionMutation, RestoreRecipeVersionMutationVariables> = gql`
  mutation RestoreRecipeVersion($recipeId: ID!, $number: Int!, $changeNote: String) {
    RestoreRecipeVersion(recipeId: $recipeId, number: $number, changeNote: $changeNote) {
      id
      versionNumber
    }
  }
`;

/** A save of a recipe or dish, as the history lists it (without its content). */
export type RecipeVersion = RecipeVersionsQuery['getRecipeVersions']['records'][number];
export type RecipeVersionDiff = CompareRecipeVersionsQuery['compareRecipeVersions'];
export type LineChange = RecipeVersionDiff['lines'][number];
/** Without ids on purpose: a line's (or step's) before and after share one, and the cache would merge them into one. */
export type VersionLine = NonNullable<LineChange['before']>;
export type StepChange = RecipeVersionDiff['steps'][number];
export type FieldChange = RecipeVersionDiff['fields'][number];
export type ChangeKind = LineChange['kind'];
export type TextChange = StepChange['title'][number];
