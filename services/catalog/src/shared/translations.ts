import { optionalName, type Locale } from '@brigade/service-kit';
import { z } from 'zod';

/**
 * The languages an allergen's or a unit's name is translated into: the five of SPEC.md, one field
 * each in the GraphQL `translations` types and the stored documents. Not service-kit's LOCALES,
 * whose interface languages include Danish, which names have no field for.
 */
export const NAME_LANGUAGES = ['en', 'nl', 'es', 'de', 'fr'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/** The names a reader gets: in their language, else the English ones (a Danish reader). */
export const nameLanguage = (locale: Locale): NameLanguage =>
  (NAME_LANGUAGES as readonly string[]).includes(locale) ? (locale as NameLanguage) : 'en';

/** A name in the name languages; a language without one falls back to the base name. */
export type Translations = Partial<Record<NameLanguage, string | null>>;

/** The mongoose shape of `translations` (allergens, units). */
export const TRANSLATIONS_SCHEMA = { en: String, nl: String, es: String, de: String, fr: String };

/** Input: each language optional; '' or null clears it. */
export const translationsInput = z
  .object(Object.fromEntries(NAME_LANGUAGES.map((l) => [l, optionalName(100)])) as Record<NameLanguage, ReturnType<typeof optionalName>>)
  .nullish();

/** Every language, null where there is none: the GraphQL `translations` object. */
export const allTranslations = (translations: Translations | null | undefined) =>
  Object.fromEntries(NAME_LANGUAGES.map((l) => [l, translations?.[l] ?? null])) as Record<NameLanguage, string | null>;

/** The name in the reader's language, else the base name. */
export const localName = (entry: { baseName: string; translations: Record<NameLanguage, string | null> }, locale: Locale) =>
  entry.translations[nameLanguage(locale)] || entry.baseName;

/** An update's translations, set one by one: a language left out keeps its text. */
export const translationFields = (translations: Translations | null | undefined) =>
  Object.fromEntries(
    Object.entries(translations ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([locale, v]) => [`translations.${locale}`, v]),
  );

/** Translations searched by the lists' text filter, beside the base name. */
export const TRANSLATED_FIELDS = NAME_LANGUAGES.map((l) => `translations.${l}`);
