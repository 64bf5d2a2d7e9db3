import { PageSpinner } from '@brigade/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePreferences } from '../preferences/PreferencesProvider';
import { useSessionCheck } from '../session/session-check';
import { useSession } from '../session/Session';
import { decideRoute } from './route-rules';

/** Applies the routing rules (route-rules.ts) on every navigation; renders nothing while it redirects. */
export function RouteRules({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { adopt, ended, endSettled } = session;
  const check = useSessionCheck();
  const { setLocale } = usePreferences();
  const decision = decideRoute({
    pathname,
    search,
    signedIn: Boolean(session.token),
    // The server's answer counts at once, before it is stored as the session's user.
    user: check.person,
    overdue: check.overdue,
    sessionFailed: check.failed,
    sessionEnded: ended,
  });
  // A token whose person is not known yet waits for the server before any rule sends it away.
  const waiting = check.pending && !decision.locale && !decision.token;
  useEffect(() => {
    if (waiting) return;
    if (decision.locale) setLocale(decision.locale);
    if (decision.token) adopt(decision.token);
    if (decision.redirect) void navigate(decision.redirect, { replace: true });
  }, [waiting, decision.locale, decision.token, decision.redirect, navigate, setLocale, adopt]);
  // Only once a page stays: cleared earlier, a render at the old page would redirect without the marker.
  useEffect(() => {
    if (ended && !waiting && !decision.redirect) endSettled();
  }, [ended, waiting, decision.redirect, endSettled]);
  if (waiting) return <PageSpinner />;
  return decision.redirect ? null : <>{children}</>;
}
