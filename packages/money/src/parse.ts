import { MAX_MONEY, MONEY_DECIMALS, Money } from './decimal';

/** A decimal as the API stores it: digits, then a dot and at most 8 decimals ("12.50", "0.00425"), never negative. */
const API_DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;
/** A price as a person types it: a dot or a comma (as many languages write it), at most 4 decimals. */
const TYPED = /^\d{1,7}(?:[.,]\d{1,4})?$/;

/** A stored amount ("12.50") as Money, or null when it is not one (never a float, never below 0). */
export function parseMoney(text: unknown): Money | null {
  return typeof text === 'string' && API_DECIMAL.test(text) ? new Money(text) : null;
}

/**
 * What a person typed as the API's decimal text ('7,5' → '7.5'), or null when it is not an amount
 * from 0 to MAX_MONEY with at most 4 decimals; the digits stay as typed.
 */
export function decimalText(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim();
  if (!TYPED.test(text)) return null;
  const dotted = text.replace(',', '.');
  const value = new Money(dotted);
  return value.lte(MAX_MONEY) && value.decimalPlaces() <= MONEY_DECIMALS ? dotted : null;
}
