import Decimal from 'decimal.js';

/**
 * Money is worked in decimals, never binary floats: 0.1 + 0.2 is 0.3 here. Its own clone, so no
 * other module's Decimal settings change ours; 40 significant digits hold a billion euros with
 * thirty places to spare, and rounding is half up, as a till rounds.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

export const ZERO = new Money(0);

/** How many decimals an amount is kept to (a price per gram of saffron, a pinch of salt: 0.0040). */
export const MONEY_DECIMALS = 4;

/** The largest amount anything in Brigade holds: a pack price, a dish price, a plan's price. */
export const MAX_MONEY = 1_000_000;

/** An amount as the API writes it: rounded half up to 4 places, with at least the 2 of a price ("4.20", "0.004"). */
export function showMoney(value: Money): string {
  const rounded = value.toDecimalPlaces(MONEY_DECIMALS);
  return rounded.toFixed(Math.max(2, rounded.decimalPlaces()));
}
