import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Cookies from 'js-cookie';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideRoute } from './route-rules';
import { useSession } from './session';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

const DUE = gql`
  query ShellPaymentDue($id: ID!) {
    getKitchenById(id: $id) {
      id
      getPaymentDueDate {
        isDue
      }
    }
  }
`;
type Due = { getKitchenById: { id: string; getPaymentDueDate: { isDue: boolean } | null } | null };

/** Whether the signed-in person's kitchen owes (null while unknown; super admins never do). */
function useOverdue(kitchenId: string | null, asked: boolean): boolean | null {
  const { data } = useQuery<Due>(DUE, { variables: { id: kitchenId ?? '' }, skip: !asked || !kitchenId });
  if (!asked || !kitchenId) return false;
  return data ? Boolean(data.getKitchenById?.getPaymentDueDate?.isDue) : null;
}

/** Applies the routing rules (route-rules.ts) on every navigation; renders nothing while it redirects. */
export function RouteRules({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const overdue = useOverdue(user?.kitchenId ?? null, Boolean(token && user && !user.isSuperAdmin));
  const decision = decideRoute({ pathname, search, signedIn: Boolean(token), user, overdue, sessionFailed: false });
  useEffect(() => {
    if (decision.locale)
      Cookies.set(LOCALE_COOKIE, decision.locale, { expires: 365, sameSite: 'lax', secure: location.protocol === 'https:' });
    if (decision.redirect) void navigate(decision.redirect, { replace: true });
  }, [decision.locale, decision.redirect, navigate]);
  return decision.redirect ? null : <>{children}</>;
}
