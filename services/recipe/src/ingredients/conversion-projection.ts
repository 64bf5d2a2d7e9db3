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
    /** The kitchen's indexed field, for byKitchens (app.ts runs it at start). */
    init: () => known.createIndex({ kitchenId: 1 }),
    /** Each kitchen's statements, by ingredient id: a kitchen states a few dozen. */
    async byKitchens(kitchenIds: string[]): Promise<Map<string, Map<string, KitchenConversions>>> {
      const rows = kitchenIds.length ? await known.find({ kitchenId: { $in: [...new Set(kitchenIds)] } }).toArray() : [];
      const byKitchen = new Map(kitchenIds.map((k) => [k, new Map<string, KitchenConversions>()]));
      for (const r of rows) byKitchen.get(r.kitchenId)?.set(r.ingredientId, r);
      return byKitchen;
    },
  };
}

export type ConversionProjection = ReturnType<typeof conversionProjection>;
