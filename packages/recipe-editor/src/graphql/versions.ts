import { gql } from '@apollo/client';
import type { Named, RecipeCook, RecipeStep } from './types';

/** A save of a recipe or dish, as the history lists it (without its content). */
export type RecipeVersion = {
  number: number;
  savedAt: string;
  savedById: string | null;
  /** Null when the person is gone or not readable by the caller. */
  savedBy: RecipeCook | null;
  /** Saved by Brigade support (a super admin): the kitchen is not told who. */
  savedBySupport: boolean;
  note: string | null;
  restoredFrom: number | null;
  /** Saved while the kitchen reviews changes; cooks saw it only once released (releasedAt). */
  draft: boolean;
  releasedAt: string | null;
  releasedBy: RecipeCook | null;
  releasedBySupport: boolean;
  releaseNote: string | null;
};

export type RecipeVersionsData = {
  getRecipeVersions: { records: RecipeVersion[]; total: number };
  getRecipeMenuById: { id: string; title: string; versionNumber: number | null } | null;
};
export type RecipeVersionsVariables = { recipeId: string; pageNo: number; sizePerPage: number };

/** One page of the history, newest first, with the recipe's current version number. */
export const RECIPE_VERSIONS = gql`
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

export type ChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED' | 'MOVED';
export type TextChange = { text: string; change: 'SAME' | 'ADDED' | 'REMOVED' };
/** Without ids on purpose: a line's (or step's) before and after share one, and the cache would merge them into one. */
export type VersionLine = {
  ingredient: Named | null;
  unit: Named | null;
  subRecipeId: string | null;
  subRecipeTitle: string | null;
  quantity: number;
  unitOfMeasure: string | null;
};
export type LineChange = {
  kind: ChangeKind;
  lineId: string;
  before: VersionLine | null;
  after: VersionLine | null;
  /** For CHANGED: among quantity, unit, ingredient and position. */
  changed: string[];
};
export type StepChange = {
  kind: ChangeKind;
  stepId: string;
  number: number;
  before: Pick<RecipeStep, 'title' | 'description'> | null;
  after: Pick<RecipeStep, 'title' | 'description'> | null;
  title: TextChange[];
  description: TextChange[];
};
export type FieldChange = { field: string; before: string | null; after: string | null };
export type RecipeVersionDiff = {
  from: number;
  to: number;
  allergensGained: Named[];
  allergensLost: Named[];
  mayContainGained: Named[];
  mayContainLost: Named[];
  lines: LineChange[];
  steps: StepChange[];
  fields: FieldChange[];
};
export type CompareVersionsData = { compareRecipeVersions: RecipeVersionDiff };
export type CompareVersionsVariables = { recipeId: string; from: number; to: number };

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
export const COMPARE_RECIPE_VERSIONS = gql`
  query CompareRecipeVersions($recipeId: ID!, $from: Int!, $to: Int!) {
    compareRecipeVersions(recipeId: $recipeId, from: $from, to: $to) {
      ...VersionDiffFields
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

export type RestoreVersionData = { RestoreRecipeVersion: { id: string; versionNumber: number | null } };
export type RestoreVersionVariables = { recipeId: string; number: number; changeNote: string | null };

/** Saves a version's content as a new version (a kitchen's admins only). */
export const RESTORE_RECIPE_VERSION = gql`
  mutation RestoreRecipeVersion($recipeId: ID!, $number: Int!, $changeNote: String) {
    RestoreRecipeVersion(recipeId: $recipeId, number: $number, changeNote: $changeNote) {
      id
      versionNumber
    }
  }
`;
