import { eventHandlers, IngredientEvents } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { PriceProjection } from './price-projection';

const ids = (p: { priceId: string; ingredientId: string; kitchenId: string }, type: string) => {
  for (const k of ['priceId', 'ingredientId', 'kitchenId'] as const) toObjectId(p[k], `${type}.${k}`);
};

/**
 * catalog.ingredient.v1 prices. Nothing is stored from them but the projection: costs are worked
 * out when read (README 'Costing'), so a new price shows in every recipe using it, through
 * sub-recipes too, as soon as this is applied. Newest statement per record wins.
 */
export function priceEventHandlers(prices: PriceProjection) {
  return eventHandlers(IngredientEvents, {
    IngredientPriceRecorded: async (p, event) => {
      ids(p, 'IngredientPriceRecorded');
      await prices.recorded(p, event.occurredAt);
    },
    IngredientPriceDeleted: async (p, event) => {
      ids(p, 'IngredientPriceDeleted');
      await prices.deleted(p, event.occurredAt);
    },
  });
}
