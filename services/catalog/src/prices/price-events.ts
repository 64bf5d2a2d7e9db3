import { newEvent, type IngredientEvents } from '@brigade/events';
import { formatPrice } from './money';
import type { PriceDoc } from './price.model';

/*
 * A kitchen's purchase prices on catalog.ingredient.v1, keyed by the ingredient (aggregateId), so
 * they reach recipe in order with the ingredient's own events. Recipe costs lines from them.
 */

const meta = (price: Pick<PriceDoc, 'ingredientId' | 'kitchenId'>) => ({
  producer: 'catalog',
  aggregateId: price.ingredientId.toHexString(),
  kitchenId: price.kitchenId.toHexString(),
});

export type AnnouncedPrice = Pick<
  PriceDoc,
  | '_id'
  | 'kitchenId'
  | 'ingredientId'
  | 'supplier'
  | 'supplierCode'
  | 'packSize'
  | 'packUnitId'
  | 'packPriceE4'
  | 'currency'
  | 'pricedOn'
  | 'yieldPercent'
>;

/** The record's whole state (latest wins), on its creation and on every change of what it carries. */
export function ingredientPriceRecorded(price: AnnouncedPrice) {
  const payload: IngredientEvents['IngredientPriceRecorded'] = {
    priceId: price._id.toHexString(),
    ingredientId: price.ingredientId.toHexString(),
    kitchenId: price.kitchenId.toHexString(),
    supplier: price.supplier ?? null,
    supplierCode: price.supplierCode ?? null,
    packSize: price.packSize,
    packUnitId: price.packUnitId.toHexString(),
    packPrice: formatPrice(price.packPriceE4),
    currency: price.currency,
    pricedOn: price.pricedOn,
    yieldPercent: price.yieldPercent,
  };
  return newEvent('IngredientPriceRecorded', payload, meta(price));
}

/** The record is gone from the history (the previous one may be current again). */
export function ingredientPriceDeleted(price: Pick<PriceDoc, '_id' | 'ingredientId' | 'kitchenId'>) {
  const payload: IngredientEvents['IngredientPriceDeleted'] = {
    priceId: price._id.toHexString(),
    ingredientId: price.ingredientId.toHexString(),
    kitchenId: price.kitchenId.toHexString(),
  };
  return newEvent('IngredientPriceDeleted', payload, meta(price));
}
