import { REMEMBER_ME_KEY, type SessionUser, type ShellSession } from '@brigade/ui';
import Cookies from 'js-cookie';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export const TOKEN_COOKIE = 'NEXT_TOKEN';
const USER_KEY = 'brigade.user';
/** SPEC.md §9: about 365 days when remember-me is set, else a session cookie. */
const REMEMBER_DAYS = 365;

export function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export function writeToken(token: string): void {
  const remember = localStorage.getItem(REMEMBER_ME_KEY) === 'true';
  // Secure wherever the shell is served over https (production); lax keeps the cookie on links from mail.
  const secure = location.protocol === 'https:';
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'lax', secure, ...(remember ? { expires: REMEMBER_DAYS } : {}) });
}

/** Ends the session outside React too (the Apollo error link uses it when the server refuses the token). */
export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(REMEMBER_ME_KEY);
}

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The shell's own view of the session: what remotes get, plus the hand-over and lookup hooks. */
export type ShellSessionState = ShellSession & {
  /** Keeps a token handed over in a link; the user is filled in by the session lookup. */
  adopt(token: string): void;
  /** The server's current view of the signed-in person. */
  setUser(user: SessionUser): void;
  /**
   * The server refused the token (SPEC.md §8): the session ends and the routing rules send the
   * person to /login with the 'unauthenticated' marker, from the same render that ends it.
   */
  refuse(): void;
  /** How the session just ended, until the routing rules have settled the person on a page. */
  ended: SessionEnd | null;
  /** The routing rules settled the person after the end: it no longer steers them. */
  endSettled(): void;
};

/** 'refused' by the server (SPEC.md §8), or 'signedOut' on purpose (no page to come back to). */
export type SessionEnd = 'refused' | 'signedOut';

const SessionContext = createContext<ShellSessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [user, setUserState] = useState(() => (readToken() ? readUser() : null));
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const session = useMemo<ShellSessionState>(() => {
    const setUser = (next: SessionUser) => {
      localStorage.setItem(USER_KEY, JSON.stringify(next));
      setUserState(next);
    };
    return {
      token,
      user,
      setUser,
      ended,
      signIn: (nextToken, nextUser) => {
        writeToken(nextToken);
        setToken(nextToken);
        setUser(nextUser);
        setEnded(null);
      },
      adopt: (nextToken) => {
        writeToken(nextToken);
        localStorage.removeItem(USER_KEY);
        setToken(nextToken);
        setUserState(null);
        setEnded(null);
      },
      signOut: () => {
        clearSession();
        setToken(null);
        setUserState(null);
        setEnded('signedOut');
      },
      refuse: () => {
        clearSession();
        setToken(null);
        setUserState(null);
        setEnded('refused');
      },
      endSettled: () => setEnded(null),
    };
  }, [token, user, ended]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): ShellSessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
