import { readCatalog, type CatalogRefs } from './catalog.ts';
import { graphqlCall, retrying, signInToken, type Transport } from './graphql.ts';
import { drainQueues } from './pool.ts';
import { recipeInput } from './recipe-input.ts';
import { createTree } from './recipe-tree.ts';
import { openTenant, type Tenant } from './tenant.ts';
import { waitForTenants } from './tenants-settled.ts';

export { kitchenRecipes, type Tenant } from './tenant.ts';

/** What setup() hands the journeys: the tenants, the super admin's tokens, the catalog the recipes name. */
export type Seeded = { catalog: CatalogRefs; tenants: Tenant[]; superAdminTokens: string[] };

export type SeedOptions = {
  /** POSTs to the gateway: fetch in Node, http.asyncRequest in k6. */
  transport: Transport;
  wait: (ms: number) => Promise<void>;
  tenants: number;
  /** Plain recipes and dishes per tenant (seed/recipe-input.ts). */
  recipesPerTenant: number;
  /** When above 0, each tenant also gets a recipe tree with this many 40-line dishes (seed/recipe-tree.ts). */
  treeDishes?: number;
  /** Distinct super admin sign-ins (the super admin's dashboard rotates through them). */
  superAdminTokens: number;
  superAdminEmail: string;
  password: string;
  /** Makes this seed's e-mails and names unique, so one stack can be seeded again. */
  tag: string;
  concurrency: number;
  log: (line: string) => void;
};

const CREATE = `mutation Create($input: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $input) { id type } }`;

/**
 * Seeds the tenants through the gateway as the product's users do (seed/tenant.ts), then each
 * tenant's admin creates their recipes and dishes, one at a time per kitchen and `concurrency`
 * in flight, then their recipe tree if asked (after the plain ones, so recipe's projections know
 * the catalog by then); waits until the kitchen service has caught up (seed/tenants-settled.ts).
 */
export async function seedTenants(o: SeedOptions): Promise<Seeded> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const superAdminTokens: string[] = [];
  for (let i = 0; i < o.superAdminTokens; i++) superAdminTokens.push(await signInToken(o.transport, o.superAdminEmail, o.password));
  const superAdmin = graphqlCall(o.transport, superAdminTokens[0]);
  const catalog = await readCatalog(superAdmin);

  const tenants: Tenant[] = [];
  await drainQueues(
    Array.from({ length: o.tenants }, (_, index) => [index]),
    o.concurrency,
    async (index) => {
      tenants.push(await openTenant(superAdmin, o.transport, o.wait, { index, tag: o.tag, password: o.password }));
    },
  );
  tenants.sort((a, b) => a.index - b.index);
  o.log(`seed: ${tenants.length} kitchens with their admins signed in (${elapsed()})`);

  const as = (tenant: Tenant) => graphqlCall(o.transport, tenant.token);
  const create = async (tenant: Tenant, n: number) => {
    const input = recipeInput(tenant.index, n, tenant.kitchenId, catalog, []);
    const { CreateRecipeMenu } = await as(tenant)<{ CreateRecipeMenu: Tenant['recipes'][number] }>(CREATE, { input });
    tenant.recipes.push(CreateRecipeMenu);
  };
  // The first creation waits for recipe's projections to know the catalog's entries (Kafka).
  const [first] = tenants;
  if (first && o.recipesPerTenant > 0)
    await retrying(
      () => create(first, 0),
      (failure) => failure.code === 'BAD_USER_INPUT',
      o.wait,
    );
  const queues = tenants.map((tenant) =>
    Array.from({ length: o.recipesPerTenant }, (_, n) => ({ tenant, n })).filter(({ tenant, n }) => tenant !== first || n > 0),
  );
  await drainQueues(queues, o.concurrency, ({ tenant, n }) => create(tenant, n));
  o.log(`seed: ${tenants.length * o.recipesPerTenant} recipes and dishes (${elapsed()})`);
  const treeDishes = o.treeDishes ?? 0;
  if (treeDishes > 0) {
    await drainQueues(
      tenants.map((tenant) => [tenant]),
      o.concurrency,
      async (tenant) => {
        tenant.tree = await createTree(as(tenant), tenant.index, tenant.kitchenId, catalog, treeDishes);
      },
    );
    o.log(`seed: ${tenants.length} recipe trees (stock, sauce, garnish, ${treeDishes} dishes of 40 lines) (${elapsed()})`);
  }

  await waitForTenants(tenants, as, o.wait);
  o.log(`seed: kitchens counted and owned (${elapsed()})`);
  return { catalog, tenants, superAdminTokens };
}
