import { referenceCollection } from '@brigade/service-kit';
import type { Conversions } from '@brigade/units';
import type { Connection } from 'mongoose';
import { newestWins } from '../shared/newest-wins';
import type { KnownIngredient } from './ingredient-projection';

/**
 * A kitchen's own density and piece weight for a platform ingredient (IngredientConversionsSet),
 * newest statement per ingredient and kitchen. A null field means the platform's value applies.
 */
export type KitchenConversions = {
  /** `<ingredientId>:<kitchenId>` */
  _id: string;
  ingredientId: string;
  kitchenId: string;
  density: number | null;
  pieceWeight: number | null;
  asOf: string;
};

export const conversionKey = (ingredientId: string, kitchenId: string) => `${ingredientId}:${kitchenId}`;

/** The kitchen's own figures first, field by field, then the ingredient's. */
export const conversionsFor = (
  ingredient: KnownIngredient | null | undefined,
  own: KitchenConversions | null | undefined,
): Conversions => ({
  density: own?.density ?? ingredient?.density ?? null,
  pieceWeight: own?.pieceWeight ?? ingredient?.pieceWeight ?? null,
});

export function conversionProjection(connection: Connection) {
  const known = referenceCollection<KitchenConversions>(connection, 'known_conversions');
  const replace = newestWins(known);
  return {
    set: (state: Omit<KitchenConversions, '_id'>) => replace({ ...state, _id: conversionKey(state.ingredientId, state.kitchenId) }),
    /** By conversionKey. */
    async byKeys(keys: string[]): Promise<Map<string, KitchenConversions>> {
      const rows = keys.length ? await known.find({ _id: { $in: [...new Set(keys)] } }).toArray() : [];
      return new Map(rows.map((r) => [r._id, r]));
    },
  };
}

export type ConversionProjection = ReturnType<typeof conversionProjection>;
