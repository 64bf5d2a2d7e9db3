import type { Tenant } from '../seed/tenant.ts';
import { SIGN_IN } from '../seed/graphql.ts';
import { expect, type Step, type Thresholds } from './journey.ts';

/**
 * Signing in through the gateway, each virtual user as its own tenant's admin. Each sign-in costs
 * an argon2id verification (deliberately slow, on libuv's four threads), so this measures how many
 * sign-ins a second identity sustains, not the gateway. Successful sign-ins only: failed ones hit
 * identity's per-account limit, as they should.
 */
export function signInJourney(tenant: Tenant, password: string): Step[] {
  return [
    {
      name: 'Authenticate',
      request: () => ({ query: SIGN_IN, variables: { email: tenant.email, password } }),
      headers: {},
      check: expect(
        (r) => typeof (r as { data?: { Authenticate?: { token?: unknown } } }).data?.Authenticate?.token === 'string',
        'no token',
      ),
    },
  ];
}

/** ~0.9 s p95 at 20 connections, queued for the hash (load/README.md 'Figures'); about twice that. */
export const SIGN_IN_THRESHOLDS: Thresholds = { p95Ms: 2000, errorRate: 0.01 };
