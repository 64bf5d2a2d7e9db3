import { createContext, useContext } from 'react';
import type { SessionUser } from '@brigade/ui';

export type SessionCheck = {
  /** The token is being checked and the person is not known yet. */
  pending: boolean;
  /** Whose session it is: the server's answer, or the stored person until it comes. */
  person: SessionUser | null;
  /** The server refused the token or could not be asked. */
  failed: boolean;
  /** The kitchen owes (billing's getPaymentDueDate.isDue); null while unknown. */
  overdue: boolean | null;
  kitchen: { name: string; isDark: boolean; accent: string | null } | null;
};

export const SessionCheckContext = createContext<SessionCheck>({
  pending: false,
  person: null,
  failed: false,
  overdue: false,
  kitchen: null,
});

/**
 * What the session lookup (SessionLookup, in the console frame) found. A signed-out visitor's plain
 * page has no lookup: the default is what it would say without a token.
 */
export function useSessionCheck(): SessionCheck {
  return useContext(SessionCheckContext);
}
