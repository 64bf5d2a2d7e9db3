import { fetchTransport } from '../seed/client';
import { seedTenants, type Seeded } from '../seed/tenants';
import { DEFAULT_PASSWORD, PLAIN_WITH_TREE, SEED_CONCURRENCY, SUPER_ADMIN_EMAIL, TREE_DISHES } from '../scenarios/tenants.shared';

export const PASSWORD = process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD;

/**
 * The k6 scripts' setup(), done with fetch: `tenants` kitchens, each with its admin, its recipes
 * and a recipe tree (as recipe-tree.k6.ts seeds them: 20 recipes and 10 dishes in all, as the others').
 */
export const seedForBench = (gatewayUrl: string, tenants: number): Promise<Seeded> =>
  seedTenants({
    transport: fetchTransport(gatewayUrl),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    tenants,
    recipesPerTenant: PLAIN_WITH_TREE,
    treeDishes: TREE_DISHES,
    superAdminTokens: tenants,
    superAdminEmail: SUPER_ADMIN_EMAIL,
    password: PASSWORD,
    tag: Date.now().toString(36),
    concurrency: SEED_CONCURRENCY,
    log: (line) => process.stdout.write(`${line}\n`),
  });
