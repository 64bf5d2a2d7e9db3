import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import { resolved } from './recipe-fields.ts';
import { RecipeMenu as RECIPE_MENU } from './__generated__/documents.ts';

/**
 * A kitchen admin opens one recipe after another of their kitchen: the console's recipe view
 * (`RecipeMenu`: every field, every reference resolved by catalog and identity).
 */
export function openRecipes(tenant: Tenant): Step[] {
  let next = 0;
  return [
    {
      name: 'getRecipeMenuById',
      request: () => ({ query: RECIPE_MENU, variables: { id: tenant.recipes[next++ % tenant.recipes.length]?.id } }),
      headers: bearer(tenant.token),
      check: expect(
        (r) => at(r, 'data.getRecipeMenuById.kitchenId') === tenant.kitchenId && resolved(at(r, 'data.getRecipeMenuById')),
        "not the tenant's recipe, or a reference unresolved",
      ),
    },
  ];
}

/** ~0.6 s p95 at 20 connections (load/README.md 'Figures'); about twice that. */
export const OPEN_THRESHOLDS: Thresholds = { p95Ms: 1500, errorRate: 0.01 };
