import type { Caller, Role } from './claims';
import { forbidden, unauthenticated } from '../http/errors';

export type SignedInCaller = Extract<Caller, { kind: 'user' }>;

export function requireUser(caller: Caller): SignedInCaller {
  if (caller.kind !== 'user') throw unauthenticated();
  return caller;
}

/** Allows the listed roles (super admins always pass); anyone else gets FORBIDDEN. */
export function requireRole(caller: Caller, ...roles: Role[]): SignedInCaller {
  const user = requireUser(caller);
  if (user.roles.includes('SUPER_ADMIN') || roles.some((r) => user.roles.includes(r))) return user;
  throw forbidden();
}
