import { Money, MONEY_DECIMALS } from '@brigade/money';
import type { IntlShape } from 'react-intl';
import type { IngredientPrice } from './queries';

/* A pack's price per kg, per l or per piece, exact in @brigade/money's decimals, and the pack as bought. */

/** What a price is counted per: a kilogram of a weight, a litre of a volume, a piece of a count. */
export type PerBase = 'kg' | 'l' | 'piece';

type Priced = Pick<IngredientPrice, 'packPrice' | 'packSize' | 'packUnit'>;

/**
 * The price per kg, per l or per piece of a pack, exactly (5 kg for 7.50 → '1.5'), to 4 decimals
 * rounded half up; `usable` divides by the yield (what a usable kilogram costs after trim). Null
 * when the pack's unit converts to nothing (a bunch) or is gone.
 */
export function pricePerBase(price: Priced, usable?: number): { amount: string; per: PerBase } | null {
  const unit = price.packUnit;
  if (!unit || unit.toBase === null || !(price.packSize > 0) || !(unit.toBase > 0)) return null;
  const per: PerBase = unit.dimension === 'COUNT' ? 'piece' : unit.dimension === 'MASS' ? 'kg' : 'l';
  const base = new Money(price.packSize).times(unit.toBase).div(per === 'piece' ? 1 : 1000);
  let amount = new Money(price.packPrice).div(base);
  if (usable !== undefined) amount = amount.div(new Money(usable).div(100));
  return { amount: amount.toDecimalPlaces(MONEY_DECIMALS).toFixed(), per };
}

/** A pack as bought: '5 kg', '1 piece', '0.75 l'. */
export function packText(intl: IntlShape, price: Pick<IngredientPrice, 'packSize' | 'packUnit'>): string {
  const size = intl.formatNumber(price.packSize, { maximumFractionDigits: 3 });
  const unit = price.packUnit;
  return unit ? `${size} ${unit.code ?? unit.name}` : size;
}
