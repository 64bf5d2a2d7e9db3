import { fetchTransport } from '../seed/client';
import { seedTenants, type Seeded } from '../seed/tenants';
import { DEFAULT_PASSWORD, RECIPES_PER_TENANT, SEED_CONCURRENCY, SUPER_ADMIN_EMAIL } from '../scenarios/tenants.shared';

export const PASSWORD = process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD;

/** The k6 scripts' setup(), done with fetch: `tenants` kitchens, each with its admin and recipes. */
export const seedForBench = (gatewayUrl: string, tenants: number): Promise<Seeded> =>
  seedTenants({
    transport: fetchTransport(gatewayUrl),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    tenants,
    recipesPerTenant: RECIPES_PER_TENANT,
    superAdminTokens: tenants,
    superAdminEmail: SUPER_ADMIN_EMAIL,
    password: PASSWORD,
    tag: Date.now().toString(36),
    concurrency: SEED_CONCURRENCY,
    log: (line) => process.stdout.write(`${line}\n`),
  });
