import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ShellMeQuery, ShellMeQueryVariables, ShellPaymentDueQuery, ShellPaymentDueQueryVariables } from '../__generated__/graphql';
import { useQuery } from '@apollo/client/react';
import { SESSION_USER_FRAGMENT } from '@brigade/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useAccountLanguage } from '../preferences/useAccountLanguage';
import { SessionCheckContext, type SessionCheck } from './session-check';
import { useSession } from './Session';

export const ME: TypedDocumentNode<ShellMeQuery, ShellMeQueryVariables> = gql`
  query ShellMe {
    meContext {
      user {
        ...SessionUser
        lang
      }
      kitchen {
        id
        name
        isDark
        theme
      }
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export const DUE: TypedDocumentNode<ShellPaymentDueQuery, ShellPaymentDueQueryVariables> = gql`
  query ShellPaymentDue($id: ID!) {
    getKitchenById(id: $id) {
      id
      getPaymentDueDate {
        isDue
      }
    }
  }
`;

/**
 * Confirms the session with the server on every load (meContext), so a handed-over token gets
 * its person, a revoked one fails, and the stored user stays current; then asks billing whether
 * the kitchen owes. Super admins have no kitchen and never owe.
 */
export function SessionLookup({ children }: { children: ReactNode }) {
  const { token, user, setUser } = useSession();
  const me = useQuery(ME, { skip: !token, fetchPolicy: 'network-only' });
  const answered = me.data?.meContext.user;
  // The session keeps SessionUser's fields only; the language goes to the preferences.
  const fresh = useMemo(() => {
    if (!answered) return null;
    const { lang: _lang, ...person } = answered;
    return person;
  }, [answered]);
  useAccountLanguage(answered?.id ?? null, answered ? (answered.lang ?? null) : undefined);
  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(user)) setUser(fresh);
  }, [fresh, user, setUser]);

  const person = fresh ?? user;
  const asksDue = Boolean(token && person && !person.isSuperAdmin && person.kitchenId);
  const due = useQuery(DUE, { variables: { id: person?.kitchenId ?? '' }, skip: !asksDue });
  const kitchen = me.data?.meContext.kitchen;
  const check: SessionCheck = {
    pending: Boolean(token) && !person && !me.error,
    person,
    failed: Boolean(token) && Boolean(me.error),
    overdue: !asksDue ? false : due.data ? Boolean(due.data.getKitchenById?.getPaymentDueDate?.isDue) : null,
    kitchen: kitchen ? { name: kitchen.name, isDark: kitchen.isDark, accent: kitchen.theme } : null,
  };
  return <SessionCheckContext.Provider value={check}>{children}</SessionCheckContext.Provider>;
}
