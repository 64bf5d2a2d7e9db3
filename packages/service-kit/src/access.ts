import type { Caller, Role } from './claims';
import { forbidden, unauthenticated } from './errors';

export type SignedInCaller = Extract<Caller, { kind: 'user' }>;

export function requireUser(caller: Caller): SignedInCaller {
  if (caller.kind !== 'user') throw unauthenticated();
  return caller;
}

export function hasRole(caller: Caller, role: Role): boolean {
  return caller.kind === 'user' && caller.roles.includes(role);
}

/** Allows the listed roles (super admins always pass); anyone else gets FORBIDDEN. */
export function requireRole(caller: Caller, ...roles: Role[]): SignedInCaller {
  const user = requireUser(caller);
  if (user.roles.includes('SUPER_ADMIN') || roles.some((r) => user.roles.includes(r))) return user;
  throw forbidden();
}

/**
 * The tenant filter every data access goes through: super admins see everything, everyone
 * else only their own kitchen. Repositories merge it into each query instead of remembering
 * the rule resolver by resolver.
 */
export function tenantFilter(caller: Caller): { kitchenId?: string } {
  const user = requireUser(caller);
  if (user.roles.includes('SUPER_ADMIN')) return {};
  if (!user.kitchenId) throw forbidden();
  return { kitchenId: user.kitchenId };
}
