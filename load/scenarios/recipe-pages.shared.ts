import { kitchenRecipes, type Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import { RecipeMenus as RECIPE_MENUS } from './__generated__/documents.ts';

/**
 * A kitchen admin pages through their kitchen's recipes screen, page 1 to the last, then the
 * dishes screen: the console's list query (its rows, each with its category resolved by catalog),
 * in the kitchen's order, DEFAULT_PAGE_SIZE rows a page (packages/console-kit RecipeListPage).
 */
export const PAGE_SIZE = 10;

type Page = { total?: unknown; records?: { kitchenId?: unknown; category?: { name?: unknown } | null }[] };

export function pageWalk(tenant: Tenant): Step[] {
  const steps: Step[] = [];
  for (const type of ['RECIPE', 'MENU'] as const) {
    const total = kitchenRecipes(tenant).filter((r) => r.type === type).length;
    for (let pageNo = 1; pageNo <= Math.ceil(total / PAGE_SIZE); pageNo++) {
      const rows = Math.min(PAGE_SIZE, total - (pageNo - 1) * PAGE_SIZE);
      steps.push({
        name: `getRecipeMenu ${type} page`,
        request: () => ({ query: RECIPE_MENUS, variables: { pageNo, sizePerPage: PAGE_SIZE, filters: { type }, sort: 'ORDER' } }),
        headers: bearer(tenant.token),
        check: expect((reply) => {
          const page = at(reply, 'data.getRecipeMenu') as Page | undefined;
          const records = page?.records ?? [];
          return (
            page?.total === total &&
            records.length === rows &&
            records.every((r) => r.kitchenId === tenant.kitchenId && typeof r.category?.name === 'string')
          );
        }, `page ${pageNo} of ${type} not ${rows} of ${total} rows of the tenant's kitchen with categories`),
      });
    }
  }
  return steps;
}

/** ~0.7 s p95 at 20 connections (load/README.md 'Figures'); about twice that. */
export const PAGES_THRESHOLDS: Thresholds = { p95Ms: 1500, errorRate: 0.01 };
