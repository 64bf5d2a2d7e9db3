import type { Stack } from '@brigade/dev-stack';
import { ADMIN_DASHBOARD_THRESHOLDS, adminDashboard } from '../scenarios/admin-dashboard.shared';
import { kitchenDirect, kitchenViaGateway, THRESHOLDS as KITCHEN_THRESHOLDS } from '../scenarios/federated-kitchen.shared';
import { tenantOf, type Step, type Thresholds } from '../scenarios/journey';
import { KITCHEN_DASHBOARD_THRESHOLDS, kitchenDashboard } from '../scenarios/kitchen-dashboard.shared';
import { browseHistory, HISTORY_THRESHOLDS, seedHistory } from '../scenarios/recipe-history.shared';
import { OPEN_THRESHOLDS, openRecipes } from '../scenarios/recipe-open.shared';
import { SUBGRAPH_COUNT } from '../scenarios/recipe-list.shared';
import { PAGES_THRESHOLDS, pageWalk } from '../scenarios/recipe-pages.shared';
import { openTreeDishes, TREE_THRESHOLDS } from '../scenarios/recipe-tree.shared';
import { WRITE_THRESHOLDS, writeRecipe } from '../scenarios/recipe-write.shared';
import { SIGN_IN_THRESHOLDS, signInJourney } from '../scenarios/sign-in.shared';
import { gatewayClient } from '../seed/client';
import type { Seeded } from '../seed/tenants';
import { kitchenClaims } from './claims';
import { PASSWORD } from './seed';

/** One row of the bench: a scenario against one target, run at each connection level. */
export type BenchRow = {
  scenario: string;
  target: string;
  url: string;
  thresholds: Thresholds;
  /** Connection i's journey (connection i + 1 works as tenant i, like k6's __VU). */
  stepsFor: (connection: number) => Step[];
  /** Runs just before each measurement (the direct row's claims live 60 s). */
  prepare?: () => Promise<void>;
  /** The gateway row's key for the gateway/direct ratio, on the row it compares with. */
  directOf?: string;
  /**
   * The most subgraph calls one request of the journey's first step may make: counted from the
   * servers' /metrics, one request at a time, before the load (harness/subgraph-calls.ts).
   */
  callBudget?: number;
};

/**
 * The k6 scenarios (scenarios/*.k6.ts) as bench rows, reads first: the write scenario leaves at
 * most one recipe per connection behind when the clock stops mid-pass, which would change the
 * totals the page walk checks.
 */
export function benchRows(stack: Stack, seeded: Seeded): BenchRow[] {
  const { tenants, superAdminTokens, catalog } = seeded;
  const tenant = (connection: number) => tenantOf(tenants, connection + 1);
  const gateway = stack.gatewayUrl;
  let claims: string[] = [];
  let histories: Promise<void> | undefined;
  return [
    {
      scenario: 'sign-in',
      target: 'gateway → identity',
      url: gateway,
      thresholds: SIGN_IN_THRESHOLDS,
      stepsFor: (c) => signInJourney(tenant(c), PASSWORD),
    },
    {
      scenario: 'federated-kitchen',
      target: 'gateway (kitchen + identity)',
      url: gateway,
      thresholds: KITCHEN_THRESHOLDS,
      stepsFor: (c) => kitchenViaGateway(tenant(c)),
      // One call to kitchen for the kitchen, one to identity for its owner.
      callBudget: 2,
    },
    {
      scenario: 'federated-kitchen',
      target: 'kitchen subgraph directly',
      url: stack.serviceUrls.kitchen ?? '',
      thresholds: KITCHEN_THRESHOLDS,
      prepare: async () => {
        claims = await kitchenClaims(tenants, stack.internalSigningKey);
      },
      stepsFor: (c) => kitchenDirect(tenant(c), claims[c % claims.length] ?? ''),
      directOf: 'federated-kitchen',
    },
    { scenario: 'recipe-pages', target: 'gateway', url: gateway, thresholds: PAGES_THRESHOLDS, stepsFor: (c) => pageWalk(tenant(c)) },
    {
      scenario: 'recipe-open',
      target: 'gateway',
      url: gateway,
      thresholds: OPEN_THRESHOLDS,
      stepsFor: (c) => openRecipes(tenant(c)),
      callBudget: SUBGRAPH_COUNT,
    },
    {
      scenario: 'recipe-tree',
      target: 'gateway (40 lines, 3 levels)',
      url: gateway,
      thresholds: TREE_THRESHOLDS,
      stepsFor: (c) => openTreeDishes(tenant(c)),
      callBudget: SUBGRAPH_COUNT,
    },
    {
      scenario: 'kitchen-dashboard',
      target: 'gateway',
      url: gateway,
      thresholds: KITCHEN_DASHBOARD_THRESHOLDS,
      stepsFor: (c) => kitchenDashboard(tenant(c)),
    },
    {
      scenario: 'admin-dashboard',
      target: 'gateway (super admin)',
      url: gateway,
      thresholds: ADMIN_DASHBOARD_THRESHOLDS,
      stepsFor: (c) => adminDashboard(tenantOf(superAdminTokens, c + 1), tenants.length),
    },
    {
      scenario: 'recipe-history',
      target: 'gateway (200 versions)',
      url: gateway,
      thresholds: HISTORY_THRESHOLDS,
      // Once, before its first measurement: 199 saves of each tenant's first recipe.
      prepare: () => (histories ??= seedHistory(tenants, (t) => gatewayClient(gateway, t.token))),
      stepsFor: (c) => browseHistory(tenant(c)),
    },
    {
      scenario: 'recipe-write',
      target: 'gateway',
      url: gateway,
      thresholds: WRITE_THRESHOLDS,
      stepsFor: (c) => writeRecipe(tenant(c), catalog),
    },
  ];
}
