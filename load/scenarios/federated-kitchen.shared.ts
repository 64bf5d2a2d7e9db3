import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';

/**
 * A kitchen admin reads their kitchen and its owner, which the gateway plans across the kitchen
 * and identity subgraphs; and, for the comparison, the kitchen subgraph's own part of it called
 * directly with the claims the gateway would have signed.
 */
export const FEDERATED_QUERY = `query Kitchen($id: ID!) { getKitchenById(id: $id) { name owner { email fName } } }`;
/** The part the kitchen subgraph answers alone. */
export const SUBGRAPH_QUERY = `query Kitchen($id: ID!) { getKitchenById(id: $id) { name owner { id } } }`;

export function kitchenViaGateway(tenant: Tenant): Step[] {
  return [
    {
      name: 'getKitchenById',
      request: () => ({ query: FEDERATED_QUERY, variables: { id: tenant.kitchenId } }),
      headers: bearer(tenant.token),
      check: expect((r) => at(r, 'data.getKitchenById.owner.email') === tenant.email, 'owner not resolved'),
    },
  ];
}

/** `claims`: the gateway's signed x-brigade-claims for the tenant's admin (harness/claims.ts). */
export function kitchenDirect(tenant: Tenant, claims: string): Step[] {
  return [
    {
      name: 'getKitchenById (subgraph)',
      request: () => ({ query: SUBGRAPH_QUERY, variables: { id: tenant.kitchenId } }),
      headers: { 'x-brigade-claims': claims },
      check: expect((r) => at(r, 'data.getKitchenById.owner.id') === tenant.adminId, 'no owner'),
    },
  ];
}

/** ~250 ms p95 through the gateway at 20 connections (load/README.md 'Figures'); about twice that. */
export const THRESHOLDS: Thresholds = { p95Ms: 600, errorRate: 0.01 };
