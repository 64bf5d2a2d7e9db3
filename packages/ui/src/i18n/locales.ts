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

/** One package's messages per language: `src/lang/<locale>.json`, English extracted from the code. */
export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;
