import { signCaller } from '@brigade/service-kit';
import type { Tenant } from '../seed/tenant';

/**
 * The x-brigade-claims the gateway would sign for each tenant's admin, for calling the kitchen
 * subgraph directly (the gateway-vs-subgraph comparison): same caller, no gateway in between.
 */
export async function kitchenClaims(tenants: Tenant[], signingKey: string): Promise<string[]> {
  const key = new TextEncoder().encode(signingKey);
  return Promise.all(
    tenants.map((t) =>
      signCaller({ kind: 'user', userId: t.adminId, roles: ['ADMIN'], kitchenId: t.kitchenId, tokenVersion: 0 }, key, 'kitchen'),
    ),
  );
}
