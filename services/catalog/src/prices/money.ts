/*
 * Pack prices are exact (issue #23: money is never a binary float in sums). A price is kept as an
 * integer of ten-thousandths of the currency's major unit ("12.50" is 125000), converted from and
 * to its decimal text by moving digits, never by arithmetic on fractions. Integers up to 10^10 are
 * exact in a double (below 2^53), so MongoDB and JSON carry them unchanged.
 */

/** Decimals a price may have. */
export const PRICE_DECIMALS = 4;

/** The highest pack price: 1,000,000 in ten-thousandths. */
export const MAX_PRICE_E4 = 1_000_000 * 10 ** PRICE_DECIMALS;

const DECIMAL = /^(\d{1,20})(?:\.(\d{1,4}))?$/;

/**
 * A decimal text of 0 or more with at most 4 decimals ("12.5", "0.1", "1000000") as ten-thousandths,
 * or null when it is not one (signs, exponents, commas, more decimals) or is above 1,000,000.
 */
export function parsePrice(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  // Above 1,000,000 by its number of digits, before it becomes a number at all.
  if (whole.length > 7) return null;
  const e4 = Number(whole + (match[2] ?? '').padEnd(PRICE_DECIMALS, '0'));
  return e4 <= MAX_PRICE_E4 ? e4 : null;
}

/** Ten-thousandths as decimal text with 2 to 4 decimals: 125000 is "12.50", 12345 is "1.2345", 0 is "0.00". */
export function formatPrice(e4: number): string {
  if (!Number.isSafeInteger(e4) || e4 < 0) throw new Error(`not a stored price: ${e4}`);
  const digits = String(e4).padStart(PRICE_DECIMALS + 1, '0');
  const whole = digits.slice(0, -PRICE_DECIMALS);
  const decimals = digits.slice(-PRICE_DECIMALS).replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${decimals}`;
}
