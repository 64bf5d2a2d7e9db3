import { homePath, isLocale, loginPath, NEXT_PARAM, pathAfterSignIn, SIGNED_OUT_PAGES, type Locale, type SessionUser } from '@brigade/ui';
import type { SessionEnd } from '../session/Session';
import { PUBLIC_AUTH_ROUTES } from './routing';

/** Pages a signed-in person is sent home from (SPEC.md §2 'Routing rules'). */
const BOUNCED = SIGNED_OUT_PAGES;
const COMPLETE_PAYMENT = '/complete-payment';
/** Someone held on the payment page may still write to the platform (a card that keeps failing). */
const CONTACT = '/contact';

export type RouteState = {
  pathname: string;
  search: string;
  /** A session token is held (cookie). */
  signedIn: boolean;
  user: SessionUser | null;
  /** The kitchen's payment is overdue; null while not known. */
  overdue: boolean | null;
  /** The session could not be confirmed with the server (expired, revoked, unreachable). */
  sessionFailed: boolean;
  /** How the session just ended, until the person is settled on a page: refused by the server (SPEC.md §8) or signed out. */
  sessionEnded?: SessionEnd | null;
};

export type RouteDecision = {
  /** Where to go instead (replacing the history entry), or null to stay. */
  redirect: string | null;
  /** A language taken from the path, to remember. */
  locale: Locale | null;
  /** A token handed over in the query while signed out, to keep as the session. */
  token: string | null;
};

const stay: RouteDecision = { redirect: null, locale: null, token: null };

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The shell's routing rules, in the order they apply: a language prefix is taken off and
 * remembered; a token in the query of a signed-out visitor becomes the session; an overdue
 * kitchen's people (not super admins) can only complete the payment; signed-in people are sent
 * home from the sign-in pages (from /login?next= to that page instead, when safe and their role may
 * open it); a failed or missing session on a private page goes to /login?next=<that page>, and a
 * session the server refused goes there from any page with the 'unauthenticated' marker.
 */
export function decideRoute(state: RouteState): RouteDecision {
  // A path may start with any interface language (`/nl/login`).
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(state.pathname)?.[1];
  if (isLocale(prefix)) {
    const rest = state.pathname.slice(prefix.length + 1) || '/';
    return { ...stay, redirect: `${rest}${state.search}`, locale: prefix };
  }
  const token = new URLSearchParams(state.search).get('token');
  if (token && !state.signedIn) return { ...stay, token, redirect: `${state.pathname}${withoutParam(state.search, 'token')}` };

  const signedIn = state.signedIn && !state.sessionFailed && state.user !== null;
  if (signedIn) {
    const owes = state.overdue === true && !state.user?.isSuperAdmin;
    if (owes) return [COMPLETE_PAYMENT, CONTACT].includes(state.pathname) ? stay : { ...stay, redirect: COMPLETE_PAYMENT };
    const home = homePath(state.user);
    // Signed in from /login?next=…: where the person was going, if it is a path here their role may open.
    const next = state.pathname === '/login' && state.user ? new URLSearchParams(state.search).get(NEXT_PARAM) : null;
    if (next && state.user) return { ...stay, redirect: pathAfterSignIn(state.user, next) };
    if (BOUNCED.includes(state.pathname) && state.pathname !== home) return { ...stay, redirect: home };
    return stay;
  }
  // /login keeps where the person was going (sign-in pages aside: they lead home anyway).
  const here = BOUNCED.includes(state.pathname) ? null : `${state.pathname}${state.search}`;
  if (state.sessionEnded === 'refused' && state.pathname !== '/login') return { ...stay, redirect: loginPath(here, true) };
  const isPublic = state.pathname === '/' || PUBLIC_AUTH_ROUTES.includes(state.pathname);
  // Signed out on purpose: the next person at this screen has no reason to land on this page.
  return isPublic ? stay : { ...stay, redirect: loginPath(state.sessionEnded === 'signedOut' ? null : here) };
}
