/** The interface languages (SPEC.md §1): English by default, four more, and the Danish set. */
export const LOCALES = ['en', 'nl', 'es', 'de', 'fr', 'da'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names shown in the language switch, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  da: 'Dansk',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** One package's messages in one language: `src/lang/<locale>.json`, English extracted from the code. */
export type Catalogue = Record<string, string>;
/**
 * One package's messages: English in the bundle (it fills every gap, and most people start there), each
 * other language fetched as its own chunk when chosen (#26). Made with `catalogues()` (i18n/loading.ts).
 */
export type Catalogues = { en: Catalogue; load: (locale: Locale) => Promise<Catalogue> };
