import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { uiCatalogues } from './catalogues';
import { loadCatalogue, useCatalogue } from './loading';
import { DEFAULT_LOCALE, isLocale, type Catalogues } from './locales';

/**
 * Gives an app (the shell or a remote) its own messages in the language the shell chose.
 * react-intl is a shared singleton, so a remote reads the shell's locale from the nearest
 * provider and adds its catalogue (and the UI kit's) on top; English fills any gap at run time.
 * Another language suspends the first render until its messages have been fetched (both at once).
 */
export function AppIntl({ catalogues, locale, children }: { catalogues: Catalogues; locale?: string; children: ReactNode }) {
  const outer = useOptionalLocale();
  const chosen = locale ?? outer;
  const lang = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  // Both fetches start before either suspends, so they run side by side.
  void loadCatalogue(uiCatalogues, lang);
  void loadCatalogue(catalogues, lang);
  const kit = useCatalogue(uiCatalogues, lang);
  const own = useCatalogue(catalogues, lang);
  // One messages object per language: a new one every render would make react-intl rebuild its
  // formatters and re-render every message of the app.
  const messages = useMemo(() => ({ ...uiCatalogues.en, ...catalogues.en, ...kit, ...own }), [catalogues, kit, own]);
  return (
    <IntlProvider locale={lang} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

function useOptionalLocale(): string {
  try {
    return useIntl().locale;
  } catch {
    // No provider above: this app runs on its own (a test, or the shell itself).
    return DEFAULT_LOCALE;
  }
}
