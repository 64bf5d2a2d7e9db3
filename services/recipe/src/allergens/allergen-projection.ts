import { referenceCollection } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import { newestWins } from '../shared/newest-wins';

/**
 * The allergens catalog announced (AllergenChanged / AllergenDeleted): the list an allergen
 * profile answers for. Tombstones keep a late AllergenChanged from reviving a deleted one.
 */
export type KnownAllergen = { _id: string; code: string | null; status: string; deleted: boolean; asOf: string };

export function allergenProjection(connection: Connection) {
  const known = referenceCollection<KnownAllergen>(connection, 'known_allergens');
  const replace = newestWins(known);
  return {
    changed: (state: Omit<KnownAllergen, 'deleted'>) => replace({ ...state, deleted: false }),
    deleted: (allergenId: string, asOf: string) => replace({ _id: allergenId, code: null, status: 'DELETED', deleted: true, asOf }),
    /** Every allergen catalog has not deleted, by code: active ones are always answered for, others only when present. */
    all: () => known.find({ deleted: false }).sort({ code: 1, _id: 1 }).toArray(),
  };
}

export type AllergenProjection = ReturnType<typeof allergenProjection>;
