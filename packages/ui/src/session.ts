import type { ApolloClient } from '@apollo/client';
import type { SessionUserFragment } from './__generated__/graphql';
import type { Locale } from './i18n/locales';

/**
 * The signed-in person as the shell knows them: the SessionUser fragment (session-user.ts). The
 * schema's `email` is null for whoever may not see the person in full, so a screen has a fallback.
 */
export type SessionUser = SessionUserFragment;

/** What the shell hands every remote: the session and the only ways to change it. */
export type ShellSession = {
  token: string | null;
  user: SessionUser | null;
  /** Stores the token (cookie NEXT_TOKEN) and the user, then the shell routes to their home. */
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
};

/** Choices the shell remembers and every remote may change (the language and light/dark). */
export type ShellPreferences = {
  locale: Locale;
  setLocale(locale: Locale): void;
  isDark: boolean;
  setDark(isDark: boolean): void;
};

/** The mobile apps' store pages from the shell's run-time config (/config.json), one per platform; unset ones are not shown. */
export type StoreLinkUrls = { ios?: string; android?: string };

/**
 * The shell's GraphQL client, created when Apollo's code arrives: a page that shows before it (the
 * sign-in page, #26) asks for it when it needs to call. Console pages use Apollo's hooks as usual.
 */
export type LoadClient = () => Promise<ApolloClient>;

/**
 * `storeLinks` is absent when a shell from before it mounts the remote: the links are then not shown.
 * `loadClient` is absent from a shell from before #26, which renders every page inside Apollo's provider.
 */
export type RemoteAppProps = { session: ShellSession; preferences: ShellPreferences; storeLinks?: StoreLinkUrls; loadClient?: LoadClient };

/** Where a user lands after signing in (SPEC.md §2 routing rules). */
export function homePath(user: SessionUser | null): string {
  if (!user) return '/login';
  if (user.isSuperAdmin) return '/auth/superadmin/dashboard';
  return '/';
}

/** localStorage key of the remember-me choice: decides whether NEXT_TOKEN outlives the browser session. */
export const REMEMBER_ME_KEY = 'brigade.rememberMe';

/**
 * The Apollo `context` of a query whose screen says 'Access Forbidden' itself: a FORBIDDEN answer
 * is then about that one record (a recipe restricted to other cooks), not the session, which the
 * shell otherwise ends on FORBIDDEN (SPEC.md §8). UNAUTHENTICATED still ends it.
 */
export const HANDLES_FORBIDDEN = { handlesForbidden: true } as const;
