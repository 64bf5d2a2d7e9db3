import type { ReactNode } from 'react';
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
  void loadCatalogue(uiCatalogues, lang);
  void loadCatalogue(catalogues, lang);
  const messages = { ...uiCatalogues.en, ...catalogues.en, ...useCatalogue(uiCatalogues, lang), ...useCatalogue(catalogues, lang) };
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
