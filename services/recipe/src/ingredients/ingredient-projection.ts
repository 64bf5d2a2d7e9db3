import type { Connection } from 'mongoose';
import { newestWins } from '../shared/newest-wins';

/**
 * What recipe knows of catalog ingredients, from catalog.ingredient.v1 (recipe cannot read the
 * catalog's database): enough to check a line's ingredient exists, roll allergens up and search by name.
 * A deleted ingredient stays as a tombstone so a late, older IngredientChanged cannot bring it back.
 */
export type KnownIngredient = {
  _id: string;
  kitchenId: string | null;
  name: string;
  allergenIds: string[];
  deleted?: boolean;
  /** occurredAt of the event applied last; an older, redelivered one is ignored. */
  asOf: string;
};

export function ingredientProjection(connection: Connection) {
  const known = connection.collection<KnownIngredient>('known_ingredients');
  const replace = newestWins(known);
  return {
    changed: (state: Omit<KnownIngredient, 'deleted'>) => replace({ ...state, deleted: false }),
    deleted: (ingredientId: string, asOf: string) =>
      replace({ _id: ingredientId, kitchenId: null, name: '', allergenIds: [], deleted: true, asOf }),
    forgetAllergen: (allergenId: string) => known.updateMany({ allergenIds: allergenId }, { $pull: { allergenIds: allergenId } }),
    /** Live ingredients by id (tombstones left out). */
    async byIds(ids: string[]): Promise<Map<string, KnownIngredient>> {
      const rows = await known.find({ _id: { $in: [...new Set(ids)] }, deleted: { $ne: true } }).toArray();
      return new Map(rows.map((r) => [r._id, r]));
    },
  };
}

export type IngredientProjection = ReturnType<typeof ingredientProjection>;
