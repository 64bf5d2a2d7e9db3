import type { ShellSession } from '@brigade/ui';
import { createContext, useContext } from 'react';

/** The shell's session, for the screens that need the token (uploads) or the person (their own settings). */
export const SessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useShellSession outside the console');
  return session;
}
