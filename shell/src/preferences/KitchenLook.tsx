import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** What a signed-in person's kitchen chose for its screens (Kitchen.isDark and its accent colour). */
export type KitchenLook = { isDark: boolean; accent: string | null };

type Holder = { look: KitchenLook | null; setLook(look: KitchenLook | null): void };

const KitchenLookContext = createContext<Holder>({ look: null, setLook: () => undefined });

/**
 * The kitchen's look is known only after the session lookup, which runs in the console frame (it
 * needs Apollo); the preferences and the plain theme sit above both frames, so it is handed up here.
 */
export function KitchenLookProvider({ children }: { children: ReactNode }) {
  const [look, setLook] = useState<KitchenLook | null>(null);
  const holder = useMemo(() => ({ look, setLook }), [look]);
  return <KitchenLookContext.Provider value={holder}>{children}</KitchenLookContext.Provider>;
}

export function useKitchenLook(): KitchenLook | null {
  return useContext(KitchenLookContext).look;
}

/** Hands the kitchen's look up while mounted; gone with the console frame (signed out). */
export function useReportKitchenLook(look: KitchenLook | null): void {
  const { setLook } = useContext(KitchenLookContext);
  const isDark = look?.isDark;
  const accent = look?.accent;
  useEffect(() => {
    setLook(isDark === undefined ? null : { isDark, accent: accent ?? null });
    return () => setLook(null);
  }, [isDark, accent, setLook]);
}
