import { DEFAULT_LOCALE, isLocale, type Locale, type ShellPreferences } from '@brigade/ui';
import Cookies from 'js-cookie';
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
const THEME_KEY = 'brigade.theme';

/** The language: the NEXT_LOCALE cookie (set by a /nl/... link or the switch), else English. */
export function readLocale(): Locale {
  const stored = Cookies.get(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function writeLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'lax', secure: location.protocol === 'https:' });
}

/** Light or dark, remembered per person on this browser (anonymous visitors share one choice). */
function themeKey(userId: string | null): string {
  return `${THEME_KEY}.${userId ?? 'anonymous'}`;
}

function readDark(userId: string | null): boolean | null {
  const stored = localStorage.getItem(themeKey(userId));
  return stored === null ? null : stored === 'dark';
}

const PreferencesContext = createContext<ShellPreferences | null>(null);

/**
 * The language and theme the shell hands every remote. Dark is the default; a person's own
 * switch wins over their kitchen's setting (Kitchen.isDark), which wins over the default.
 */
export function PreferencesProvider({
  userId,
  kitchenDark,
  children,
}: {
  userId: string | null;
  kitchenDark: boolean | null;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState(readLocale);
  const [own, setOwn] = useState(() => readDark(userId));
  useEffect(() => setOwn(readDark(userId)), [userId]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const isDark = own ?? kitchenDark ?? true;
  const preferences = useMemo<ShellPreferences>(
    () => ({
      locale,
      setLocale: (next) => {
        writeLocale(next);
        // In a transition: the page stays in the old language while the new one's messages are
        // fetched (each app's AppIntl suspends), then every app switches at once.
        startTransition(() => setLocaleState(next));
      },
      isDark,
      setDark: (dark) => {
        localStorage.setItem(themeKey(userId), dark ? 'dark' : 'light');
        setOwn(dark);
      },
    }),
    [locale, isDark, userId],
  );
  return <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): ShellPreferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside PreferencesProvider');
  return preferences;
}
