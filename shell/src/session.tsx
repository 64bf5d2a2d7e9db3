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

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

const SessionContext = createContext<ShellSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [user, setUser] = useState(readUser);
  const session = useMemo<ShellSession>(
    () => ({
      token,
      user,
      signIn: (nextToken, nextUser) => {
        const remember = localStorage.getItem(REMEMBER_ME_KEY) === 'true';
        const secure = location.protocol === 'https:';
        Cookies.set(TOKEN_COOKIE, nextToken, { sameSite: 'lax', secure, ...(remember ? { expires: REMEMBER_DAYS } : {}) });
        localStorage.setItem(USER_KEY, JSON.stringify(nextUser));
        setToken(nextToken);
        setUser(nextUser);
      },
      signOut: () => {
        Cookies.remove(TOKEN_COOKIE);
        localStorage.removeItem(USER_KEY);
        localStorage.removeItem(REMEMBER_ME_KEY);
        setToken(null);
        setUser(null);
      },
    }),
    [token, user],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): ShellSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
