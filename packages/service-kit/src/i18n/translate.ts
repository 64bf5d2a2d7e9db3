import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { COMMON_MESSAGES, type CommonMessageKey } from './common-messages';

/** The interface languages: SPEC.md section 1's five (`en` the default) and the Danish set the front ends speak too. */
export const LOCALES = ['en', 'nl', 'es', 'de', 'fr', 'da'] as const;
export type Locale = (typeof LOCALES)[number];

/** A locale header value ('nl', 'nl-BE', 'fr-FR,fr;q=0.9') as one of ours; anything else is `en`. */
export function toLocale(value: string | undefined | null): Locale {
  const tag = value?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag ?? '') ? (tag as Locale) : 'en';
}

/**
 * A service's own messages: every key in every interface language (one JSON file per locale,
 * `src/i18n/lang/<locale>.json`, whose English gives the keys). catalogueProblems checks the rest.
 */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

export type Translate<K extends string> = (locale: Locale, key: K, values?: Record<string, PrimitiveType>) => string;

/** No messages of its own: a translator of the common messages alone. */
export const NO_OWN_MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Catalogue<never>;

/**
 * ICU messages (intl-messageformat), compiled once per locale and key, over the shared common
 * messages (a service's own wording wins). Every locale has every key; a key that is in no
 * catalogue at all is said as itself, in English.
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
    const [lang, text] = source(locale, key) ?? ['en', key];
    const id = `${lang}:${key}`;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(text, lang);
      compiled.set(id, format);
    }
    return String(format.format(values));
  };
}
