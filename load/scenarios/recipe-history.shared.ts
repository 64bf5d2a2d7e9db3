import type { Call } from '../seed/graphql.ts';
import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';

/**
 * Issue #25: a kitchen admin pages through a recipe's history, as the console's History screen
 * asks for it (packages/recipe-editor/src/graphql/versions.ts, 20 a page), on a recipe saved
 * HISTORY_SAVES times after its creation.
 */
export const RECIPE_VERSIONS = `query RecipeVersions($recipeId: ID!, $pageNo: Int, $sizePerPage: Int) {
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
  }`;

/** The comparison's fragments (the same file), which the cook's line view spreads too. */
export const VERSION_LINE_FIELDS = `fragment VersionLineFields on RecipeVersionLine {
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
  }`;

export const VERSION_DIFF_FIELDS = `fragment VersionDiffFields on RecipeVersionDiff {
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
  }`;

export const HISTORY_SAVES = 199;
export const HISTORY_PAGE = 20;
const PAGES = 5;

const SAVE = `mutation Save($id: ID!, $input: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $input) { versionNumber } }`;

/** The recipe whose history is read: the tenant's first plain one. */
export const historyRecipeOf = (tenant: Tenant): string => {
  const first = tenant.recipes[0];
  if (!first) throw new Error(`tenant ${tenant.index} has no recipe`);
  return first.id;
};

/** Saves each tenant's history recipe until it has 1 + HISTORY_SAVES versions (a chef adjusting notes). */
export async function seedHistory(tenants: Tenant[], callAs: (tenant: Tenant) => Call): Promise<void> {
  await Promise.all(
    tenants.map(async (tenant) => {
      const call = callAs(tenant);
      for (let n = 1; n <= HISTORY_SAVES; n++) {
        await call(SAVE, { id: historyRecipeOf(tenant), input: { notes: `Adjusted ${n}`, changeNote: `save ${n}` } });
      }
    }),
  );
}

/** Pages 1 to 5 of the newest versions, each checked for its 20 rows and the total. */
export function browseHistory(tenant: Tenant): Step[] {
  const recipeId = historyRecipeOf(tenant);
  return Array.from({ length: PAGES }, (_, i) => ({
    name: `getRecipeVersions page ${i + 1}`,
    request: () => ({ query: RECIPE_VERSIONS, variables: { recipeId, pageNo: i + 1, sizePerPage: HISTORY_PAGE } }),
    headers: bearer(tenant.token),
    check: expect((r) => {
      const records = at(r, 'data.getRecipeVersions.records');
      return (
        Array.isArray(records) &&
        records.length === HISTORY_PAGE &&
        (at(r, 'data.getRecipeVersions.total') as number) >= HISTORY_SAVES + 1 &&
        at(r, 'data.getRecipeMenuById.id') === recipeId
      );
    }, 'not a full page of the recipe’s history'),
  }));
}

/** ~0.23 s p95 at 20 connections (load/README.md 'Figures'); about twice that. */
export const HISTORY_THRESHOLDS: Thresholds = { p95Ms: 500, errorRate: 0.01 };
