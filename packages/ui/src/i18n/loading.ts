import { use } from 'react';
import { LOCALES, type Catalogue, type Catalogues, type Locale } from './locales';

type Loading = Promise<Catalogue> & { settled?: Catalogue };

/**
 * A package's catalogues from its English messages and a loader of the others, written in each
 * `lang/index.ts` as `(locale) => import(\`./${locale}.json\`)` so that the bundler makes a chunk per
 * language.
 */
export function catalogues(en: Catalogue, load: (locale: Locale) => Promise<{ default: Catalogue } | Catalogue>): Catalogues {
  return {
    en,
    load: async (locale) => {
      const loaded = await load(locale);
      return ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as Catalogue;
    },
  };
}

/** Several packages' catalogues as one (later ones win on the same id), their languages fetched together. */
export function mergeCatalogues(...parts: Catalogues[]): Catalogues {
  return {
    en: Object.assign({}, ...parts.map((part) => part.en)) as Catalogue,
    load: async (locale) => Object.assign({}, ...(await Promise.all(parts.map((part) => part.load(locale))))) as Catalogue,
  };
}

const loads = new WeakMap<Catalogues, Map<Locale, Loading>>();

/**
 * Starts (once per catalogues and language) fetching a language. A language that cannot be fetched (a
 * deploy replaced its chunk, the network dropped) reads in English rather than failing the page.
 */
export function loadCatalogue(catalogues: Catalogues, locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return Promise.resolve(catalogues.en);
  let byLocale = loads.get(catalogues);
  if (!byLocale) loads.set(catalogues, (byLocale = new Map()));
  let loading = byLocale.get(locale);
  if (!loading) {
    const started: Loading = catalogues.load(locale).catch(() => ({}));
    void started.then((catalogue) => {
      started.settled = catalogue;
    });
    byLocale.set(locale, (loading = started));
  }
  return loading;
}

/** A language's messages once fetched, else undefined (for code outside React, such as error texts). */
export function loadedCatalogue(catalogues: Catalogues, locale: Locale): Catalogue | undefined {
  if (locale === 'en') return catalogues.en;
  return loads.get(catalogues)?.get(locale)?.settled;
}

/** In a component: the language's messages, suspending (React's use) until they have been fetched. */
export function useCatalogue(catalogues: Catalogues, locale: Locale): Catalogue {
  const loading = loadCatalogue(catalogues, locale);
  return loadedCatalogue(catalogues, locale) ?? use(loading);
}

/** Fetches every language of these catalogues (a test's set-up, so that screens in any language render at once). */
export async function preloadCatalogues(...parts: Catalogues[]): Promise<void> {
  await Promise.all(LOCALES.flatMap((locale) => parts.map((part) => loadCatalogue(part, locale))));
}
