import type { ShellSession } from '@brigade/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { entityPaths, type EntityPaths } from '../common/paths';

type Console = {
  session: ShellSession;
  /** The super admin's console: every kitchen, so screens show and ask which kitchen; else the caller's own kitchen only. */
  platform: boolean;
  /** Where the console lives in the shell ('/auth/superadmin', '/auth/admin'). */
  base: string;
};

const ConsoleContext = createContext<Console | null>(null);

/** What the shared screens need from the console that mounts them. */
export function ConsoleProvider({ session, platform, base, children }: Console & { children: ReactNode }) {
  return <ConsoleContext.Provider value={{ session, platform, base }}>{children}</ConsoleContext.Provider>;
}

function useConsole(): Console {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('a console screen outside ConsoleProvider');
  return value;
}

/** The shell's session, for the screens that need the token (uploads) or the person (their own settings). */
export function useShellSession(): ShellSession {
  return useConsole().session;
}

/** True in the super admin's console, where kitchens are chosen and named; false in a kitchen's. */
export function usePlatformScope(): boolean {
  return useConsole().platform;
}

/** Where the console lives in the shell ('/auth/superadmin', '/auth/admin'), for a screen's own path below it. */
export function useConsoleBase(): string {
  return useConsole().base;
}

/** An entity's routes in the console that shows the screen. */
export function useEntityPaths(segment: string, create = 'create'): EntityPaths {
  const { base } = useConsole();
  return useMemo(() => entityPaths(base, segment, create), [base, segment, create]);
}
