import { referenceCollection } from '@brigade/service-kit';
import type { Nutrients } from '@brigade/events';
import type { Connection } from 'mongoose';
import { newestWins, unlessKnown } from '../shared/newest-wins';

/**
 * What recipe knows of catalog ingredients, from catalog.ingredient.v1 (recipe cannot read the
 * catalog's database): enough to check a line's ingredient exists, roll allergens up (three
 * states), weigh a line and search by name. A deleted ingredient stays as a tombstone so a late,
 * older IngredientChanged cannot bring it back.
 */
export type KnownIngredient = {
  _id: string;
  kitchenId: string | null;
  name: string;
  /** Contains. */
  allergenIds: string[];
  /** Traces. */
  mayContainAllergenIds: string[];
  /** Known to be free of; an allergen in none of the three lists is unknown. */
  freeFromAllergenIds: string[];
  /** g per ml, g per piece; null: not stated, so nothing is converted through it. */
  density: number | null;
  pieceWeight: number | null;
  /** Per 100 g; null: nobody stated it, so no nutrition figure counts it as zero. */
  nutrition: Nutrients | null;
  deleted?: boolean;
  /** occurredAt of the event applied last; an older, redelivered one is ignored. */
  asOf: string;
};

const NOTHING = { allergenIds: [], mayContainAllergenIds: [], freeFromAllergenIds: [], density: null, pieceWeight: null, nutrition: null };

export function ingredientProjection(connection: Connection) {
  const known = referenceCollection<KnownIngredient>(connection, 'known_ingredients');
  const replace = newestWins(known);
  const fill = unlessKnown(known);
  return {
    changed: (state: Omit<KnownIngredient, 'deleted'>) => replace({ ...state, deleted: false }),
    /** What catalog answered for one the projection has not heard of yet (owner-checks); its event replaces it. */
    asked: (state: Omit<KnownIngredient, 'deleted' | 'asOf'>) => fill({ ...state, deleted: false }),
    deleted: (ingredientId: string, asOf: string) =>
      replace({ _id: ingredientId, kitchenId: null, name: '', ...NOTHING, deleted: true, asOf }),
    forgetAllergen: (allergenId: string) =>
      known.updateMany(
        { $or: [{ allergenIds: allergenId }, { mayContainAllergenIds: allergenId }, { freeFromAllergenIds: allergenId }] },
        { $pull: { allergenIds: allergenId, mayContainAllergenIds: allergenId, freeFromAllergenIds: allergenId } },
      ),
    /** Live ingredients by id (tombstones left out); entries stored before issue #21 read with empty lists. */
    async byIds(ids: string[]): Promise<Map<string, KnownIngredient>> {
      if (!ids.length) return new Map();
      const rows = await known.find({ _id: { $in: [...new Set(ids)] }, deleted: { $ne: true } }).toArray();
      return new Map(rows.map((r) => [r._id, { ...NOTHING, ...r }]));
    },
  };
}

export type IngredientProjection = ReturnType<typeof ingredientProjection>;
