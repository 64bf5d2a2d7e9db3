import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { usePreferences } from './PreferencesProvider';

/**
 * Allergen and unit names and the servers' messages come in the language each request names, so
 * switching language asks the page's open queries again; otherwise a Dutch page kept English units.
 */
export function useRefetchOnLanguage(): void {
  const { locale } = usePreferences();
  const client = useApolloClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void client.refetchObservableQueries();
  }, [locale, client]);
}
