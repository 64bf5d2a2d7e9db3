import type { Call } from '../seed/graphql.ts';
import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import { RecipeVersions as RECIPE_VERSIONS } from './__generated__/documents.ts';

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
/**
 * Issue #25: a kitchen admin pages through a recipe's history as the console's History screen asks
 * for it (`RecipeVersions`, 20 a page), on a recipe saved HISTORY_SAVES times after its creation.
 */
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
