import { iso } from '../shared/listing';
import { allTranslations } from '../shared/translations';
import type { UnitDoc } from './unit.model';

export function unitView(u: UnitDoc) {
  return {
    id: u._id.toHexString(),
    /** The base name; the GraphQL `name` is the reader's translation of it. */
    baseName: u.name,
    code: u.code ?? null,
    // A unit written before units had dimensions counts pieces and converts to nothing.
    dimension: u.dimension ?? 'COUNT',
    toBase: u.toBase ?? null,
    translations: allTranslations(u.translations),
    status: u.status,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
    updatedBy: u.updatedBy ?? null,
  };
}

export type UnitView = ReturnType<typeof unitView>;
