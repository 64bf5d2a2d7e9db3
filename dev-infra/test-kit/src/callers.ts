import { randomBytes } from 'node:crypto';
import type { Caller, Role } from '@brigade/service-kit';

/** A signed-in caller, as the gateway passes one on: narrower than Caller, so tests can read its ids. */
export type UserCaller = Extract<Caller, { kind: 'user' }>;

// An ObjectId's layout (seconds, a per-process random part, a counter) without loading a driver:
// services take user and kitchen ids as ObjectIds, and ids made later sort later, as the driver's do.
const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A fresh id in ObjectId hex form. */
export function objectId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processPart}${counter.toString(16).padStart(6, '0')}`;
}

/** A user as the gateway vouches for one after checking the token (token version 0: never revoked). */
export const user = (roles: Role[], kitchenId: string | null, userId = objectId()): UserCaller => ({
  kind: 'user',
  userId,
  roles,
  kitchenId,
  tokenVersion: 0,
});

// Typed as Caller, as a test's own `caller = adminOf(k)` default or variable must also take anonymous.

/** The platform owner: no kitchen of its own, every kitchen's data. */
export const superAdmin: Caller = user(['SUPER_ADMIN'], null);

/** A kitchen's admin; `null` is an admin who registered but has not opened a kitchen yet. */
export const adminOf = (kitchenId: string | null, userId?: string): Caller => user(['ADMIN'], kitchenId, userId);

/** A cook of a kitchen. */
export const cookOf = (kitchenId: string, userId?: string): Caller => user(['COOK'], kitchenId, userId);

/**
 * No token. Also how a service's own calls arrive (the gateway's look-ups for Keycloak sign-ins):
 * claims carry no service identity, so there is no separate service caller to test with.
 */
export const anonymous: Caller = { kind: 'anonymous' };
