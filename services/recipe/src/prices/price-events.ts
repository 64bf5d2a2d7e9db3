import type { EventEnvelope, IngredientEvents } from '@brigade/events';
import { isValidObjectId } from 'mongoose';
import type { PriceProjection } from './price-projection';

const ids = (p: { priceId?: unknown; ingredientId?: unknown; kitchenId?: unknown }, type: string) => {
  for (const k of ['priceId', 'ingredientId', 'kitchenId'] as const) {
    if (typeof p[k] !== 'string' || !isValidObjectId(p[k])) throw new Error(`${type} needs a valid ${k}`);
  }
};

/**
 * catalog.ingredient.v1 prices. Nothing is stored from them but the projection: costs are worked
 * out when read (README 'Costing'), so a new price shows in every recipe using it, through
 * sub-recipes too, as soon as this is applied. Newest statement per record wins.
 */
export function priceEventHandlers(prices: PriceProjection) {
  return {
    IngredientPriceRecorded: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['IngredientPriceRecorded'];
      ids(p, 'IngredientPriceRecorded');
      await prices.recorded(p, event.occurredAt);
    },
    IngredientPriceDeleted: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['IngredientPriceDeleted'];
      ids(p, 'IngredientPriceDeleted');
      await prices.deleted(p, event.occurredAt);
    },
  };
}
