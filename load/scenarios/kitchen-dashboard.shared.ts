import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import { KitchenPlan as KITCHEN_PLAN, KitchenRecentChanges as RECENT_CHANGES } from './__generated__/documents.ts';

/**
 * A kitchen admin opens their dashboard: the two queries mfe-kitchen sends for it, the kitchen
 * with its plan's limits, counters and due date (`KitchenPlan`: kitchen, billing and recipe
 * subgraphs) and the five most recently changed recipes and dishes (`KitchenRecentChanges`).
 */
export function kitchenDashboard(tenant: Tenant): Step[] {
  const headers = bearer(tenant.token);
  return [
    {
      name: 'KitchenPlan',
      request: () => ({ query: KITCHEN_PLAN, variables: { id: tenant.kitchenId } }),
      headers,
      check: expect(
        (r) => at(r, 'data.getKitchenById.id') === tenant.kitchenId && typeof at(r, 'data.getKitchenById.recipeCount') === 'number',
        "not the tenant's kitchen with its counters",
      ),
    },
    {
      name: 'KitchenRecentChanges',
      request: () => ({ query: RECENT_CHANGES }),
      headers,
      check: expect((r) => (at(r, 'data.getRecipeMenu.records') as unknown[] | undefined)?.length === 5, 'not five recent changes'),
    },
  ];
}

/** ~0.5 s p95 at 20 connections (load/README.md 'Figures'); about twice that. */
export const KITCHEN_DASHBOARD_THRESHOLDS: Thresholds = { p95Ms: 1200, errorRate: 0.01 };
