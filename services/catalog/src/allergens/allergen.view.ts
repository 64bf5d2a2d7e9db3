import { LOCALES, type Locale } from '@brigade/service-kit';
import { iso } from '../shared/listing';
import type { AllergenDoc } from './allergen.model';

export function allergenView(a: AllergenDoc) {
  const translations = Object.fromEntries(LOCALES.map((l) => [l, a.translations?.[l] ?? null])) as Record<Locale, string | null>;
  return {
    id: a._id.toHexString(),
    /** The base name; the GraphQL `name` is the reader's translation of it. */
    baseName: a.name,
    code: a.code ?? null,
    status: a.status,
    translations,
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    updatedBy: a.updatedBy ?? null,
  };
}

export type AllergenView = ReturnType<typeof allergenView>;

/** The name in the reader's language, else the base name. */
export const localName = (a: AllergenView, locale: Locale) => a.translations[locale] || a.baseName;
