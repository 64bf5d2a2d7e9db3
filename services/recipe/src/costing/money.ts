import Decimal from 'decimal.js';

/**
 * Money is worked in decimals, never binary floats: 0.1 + 0.2 is 0.3 here. Its own clone, so no
 * other module's Decimal settings change ours. Shown rounded half up to 4 places (a pinch of salt
 * costs €0.0040), with at least the 2 a price has.
 */
// 24 significant digits: a sum of a billion euros still has 14 places after the point to spare.
export const Money = Decimal.clone({ precision: 24, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

export const ZERO = new Money(0);

/** An announced decimal string ("12.50"), or null when it is not one. */
export function parseMoney(text: unknown): Money | null {
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  return new Money(text);
}

export function showMoney(value: Money): string {
  const rounded = value.toDecimalPlaces(4);
  return rounded.toFixed(Math.max(2, rounded.decimalPlaces()));
}

/** A percentage to one decimal, as a number for sorting (31.4). */
export const showPercent = (value: Money) => value.toDecimalPlaces(1).toNumber();
