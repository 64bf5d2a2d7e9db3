import { LOCALES, optionalName, type Locale } from '@brigade/service-kit';
import { z } from 'zod';

/** A name in the interface languages; a language without one falls back to the base name. */
export type Translations = Partial<Record<Locale, string | null>>;

/** The mongoose shape of `translations` (allergens, units). */
export const TRANSLATIONS_SCHEMA = { en: String, nl: String, es: String, de: String, fr: String };

/** Input: each language optional; '' or null clears it. */
export const translationsInput = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, optionalName(100)])) as Record<Locale, ReturnType<typeof optionalName>>)
  .nullish();

/** Every language, null where there is none: the GraphQL `translations` object. */
export const allTranslations = (translations: Translations | null | undefined) =>
  Object.fromEntries(LOCALES.map((l) => [l, translations?.[l] ?? null])) as Record<Locale, string | null>;

/** The name in the reader's language, else the base name. */
export const localName = (entry: { baseName: string; translations: Record<Locale, string | null> }, locale: Locale) =>
  entry.translations[locale] || entry.baseName;

/** An update's translations, set one by one: a language left out keeps its text. */
export const translationFields = (translations: Translations | null | undefined) =>
  Object.fromEntries(
    Object.entries(translations ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([locale, v]) => [`translations.${locale}`, v]),
  );

/** Translations searched by the lists' text filter, beside the base name. */
export const TRANSLATED_FIELDS = LOCALES.map((l) => `translations.${l}`);
