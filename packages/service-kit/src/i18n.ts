import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { COMMON_MESSAGES, type CommonMessageKey } from './common-messages';

/** The interface languages of SPEC.md section 1; `en` is the default. */
export const LOCALES = ['en', 'nl', 'es', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** A locale header value ('nl', 'nl-BE', 'fr-FR,fr;q=0.9') as one of ours; anything else is `en`. */
export function toLocale(value: string | undefined | null): Locale {
  const tag = value?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag ?? '') ? (tag as Locale) : 'en';
}

/** A service's own messages in English, and in each other language as far as it is translated. */
export type Catalogue<K extends string> = { en: Record<K, string> } & Partial<Record<Exclude<Locale, 'en'>, Partial<Record<K, string>>>>;

export type Translate<K extends string> = (locale: Locale, key: K, values?: Record<string, PrimitiveType>) => string;

/**
 * ICU messages (intl-messageformat), compiled once per locale and key, over the shared common
 * messages (a service's own wording wins); a missing translation falls back to English.
 */
export function createTranslator<K extends string>(catalogue: Catalogue<K>): Translate<K | CommonMessageKey> {
  const compiled = new Map<string, IntlMessageFormat>();
  const source = (locale: Locale, key: string): [Locale, string] | undefined => {
    const own = (catalogue[locale] as Record<string, string> | undefined)?.[key];
    if (own !== undefined) return [locale, own];
    const common = (COMMON_MESSAGES[locale] as Record<string, string>)[key];
    return common !== undefined ? [locale, common] : undefined;
  };
  return (locale, key, values) => {
    const [lang, text] = source(locale, key) ?? source('en', key) ?? ['en', key];
    const id = `${lang}:${key}`;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(text, lang);
      compiled.set(id, format);
    }
    return String(format.format(values));
  };
}
