import { gql } from '@apollo/client';
import type { VersionDiffFieldsFragment } from '../../__generated__/graphql';

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

export type RecipeVersionDiff = VersionDiffFieldsFragment;
export type LineChange = RecipeVersionDiff['lines'][number];
/** Without ids on purpose: a line's (or step's) before and after share one, and the cache would merge them into one. */
export type VersionLine = NonNullable<LineChange['before']>;
export type StepChange = RecipeVersionDiff['steps'][number];
export type FieldChange = RecipeVersionDiff['fields'][number];
export type ChangeKind = LineChange['kind'];
export type TextChange = StepChange['title'][number];
