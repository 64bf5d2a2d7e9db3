import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';

/**
 * A kitchen admin opens their dashboard: the two queries mfe-kitchen sends for it, the kitchen
 * with its plan's limits, counters and due date (mfe-kitchen/src/plan/queries.ts KITCHEN_PLAN:
 * kitchen, billing and recipe subgraphs) and the five most recently changed recipes and dishes
 * (mfe-kitchen/src/dashboard/queries.ts RECENT_CHANGES). Copied, not imported (those modules need
 * Apollo); harness/documents.ts checks they still match.
 */
export const KITCHEN_PLAN = `query KitchenPlan($id: ID!) {
    getKitchenById(id: $id) {
      id
      name
      recipeCount
      menuItemCount
      cooksCount
      activeSubscriptionPlan {
        id
        name
        cooksCount
        recipeCount
        dishesCount
        perCookViewRecipeCount
        price
        subscriptionPlan
        showsAds
      }
      getPaymentDueDate {
        dueDate
        dueInDays
        isDue
        isFreeTrial
        shouldShowAds
        cancelAt
      }
    }
  }`;

export const RECENT_CHANGES = `query KitchenRecentChanges {
    getRecipeMenu(pageNo: 1, sizePerPage: 5, sort: UPDATED_AT) {
      total
      records {
        id
        title
        type
        updatedAt
      }
    }
  }`;

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
