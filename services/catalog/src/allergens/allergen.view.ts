import { iso } from '../shared/listing';
import { allTranslations } from '../shared/translations';
import type { AllergenDoc } from './allergen.model';

export function allergenView(a: AllergenDoc) {
  return {
    id: a._id.toHexString(),
    /** The base name; the GraphQL `name` is the reader's translation of it. */
    baseName: a.name,
    code: a.code ?? null,
    regulated: a.regulated === true,
    status: a.status,
    translations: allTranslations(a.translations),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    updatedBy: a.updatedBy ?? null,
  };
}

export type AllergenView = ReturnType<typeof allergenView>;

/** The name in the reader's language, else the base name. */
export { localName } from '../shared/translations';
