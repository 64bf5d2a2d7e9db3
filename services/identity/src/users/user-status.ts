import type { UserStatus } from './user.model';
import type { MessageKey } from '../i18n/messages';

/**
 * Status transitions (README 'Statuses'). New users start NOT_VERIFIED; e-mail verification (or
 * a password chosen from an invitation link) makes them ACTIVE. APPLIED/PENDING/REJECT are the
 * super admin's review of an application; CREATING is a user still being provisioned.
 */
const BY_SUPER_ADMIN: Record<UserStatus, UserStatus[]> = {
  CREATING: ['NOT_VERIFIED', 'ACTIVE'],
  NOT_VERIFIED: ['ACTIVE'],
  APPLIED: ['PENDING', 'REJECT'],
  PENDING: ['ACTIVE', 'REJECT'],
  ACTIVE: ['PAUSED'],
  PAUSED: ['ACTIVE'],
  REJECT: ['PENDING'],
};

/** A kitchen admin may only pause and reactivate their own cooks. */
const BY_KITCHEN_ADMIN: Partial<Record<UserStatus, UserStatus[]>> = { ACTIVE: ['PAUSED'], PAUSED: ['ACTIVE'] };

export function mayChangeStatus(by: 'SUPER_ADMIN' | 'ADMIN', from: UserStatus, to: UserStatus): boolean {
  if (from === to) return true;
  return ((by === 'SUPER_ADMIN' ? BY_SUPER_ADMIN : BY_KITCHEN_ADMIN)[from] ?? []).includes(to);
}

/** Leaving ACTIVE ends every session at once. */
export const revokesTokens = (from: UserStatus, to: UserStatus) => from === 'ACTIVE' && to !== 'ACTIVE';

/** Only ACTIVE users sign in; anyone else learns why (after their password was right). */
export function signInRefusal(status: UserStatus): MessageKey | null {
  switch (status) {
    case 'ACTIVE':
      return null;
    case 'NOT_VERIFIED':
      return 'accountNotVerified';
    case 'PAUSED':
      return 'accountPaused';
    case 'REJECT':
      return 'accountRejected';
    default:
      return 'accountNotActive';
  }
}
