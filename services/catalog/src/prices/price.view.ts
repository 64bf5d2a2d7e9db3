import { iso } from '../shared/listing';
import { formatPrice } from './money';
import type { PriceDoc } from './price.model';

/** As stored, the pack price as exact decimal text with 2 to 4 decimals ("12.50"). */
export function priceView(p: PriceDoc) {
  return {
    id: p._id.toHexString(),
    ingredientId: p.ingredientId.toHexString(),
    kitchenId: p.kitchenId.toHexString(),
    supplier: p.supplier ?? null,
    supplierCode: p.supplierCode ?? null,
    packDescription: p.packDescription ?? null,
    packSize: p.packSize,
    packUnitId: p.packUnitId.toHexString(),
    packPrice: formatPrice(p.packPriceE4),
    currency: p.currency,
    pricedOn: p.pricedOn,
    yieldPercent: p.yieldPercent,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    updatedBy: p.updatedBy ?? null,
  };
}

export type PriceView = ReturnType<typeof priceView>;
