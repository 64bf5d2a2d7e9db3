import type { Call } from './graphql.ts';
import { kitchenRecipes, type Tenant } from './tenant.ts';

const KITCHEN = `query Settled($id: ID!) { getKitchenById(id: $id) { recipeCount menuItemCount owner { email } } }`;

type Counted = { getKitchenById: { recipeCount: number; menuItemCount: number; owner: { email: string } | null } | null };

/**
 * Waits until the kitchen service has taken each tenant's admin as its kitchen's owner and counted
 * its recipes and dishes (both learnt from events), read as the tenant's admin: the scenarios
 * check those figures, and nothing is timed while the seed's events are still being handled.
 */
export async function waitForTenants(
  tenants: Tenant[],
  as: (tenant: Tenant) => Call,
  wait: (ms: number) => Promise<void>,
  timeoutMs = 180_000,
): Promise<void> {
  const started = Date.now();
  let pending = tenants;
  while (pending.length) {
    const states = await Promise.all(
      pending.map(async (tenant) => ({ tenant, kitchen: (await as(tenant)<Counted>(KITCHEN, { id: tenant.kitchenId })).getKitchenById })),
    );
    pending = states
      .filter(({ tenant, kitchen }) => {
        const all = kitchenRecipes(tenant);
        const recipes = all.filter((r) => r.type === 'RECIPE').length;
        return kitchen?.owner?.email !== tenant.email || kitchen.recipeCount !== recipes || kitchen.menuItemCount !== all.length - recipes;
      })
      .map(({ tenant }) => tenant);
    if (!pending.length) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${pending.length} tenants' kitchens never showed their owner and counts`);
    await wait(500);
  }
}
