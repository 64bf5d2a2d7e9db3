import Decimal from 'decimal.js';
import type { IntlShape } from 'react-intl';
import type { IngredientPrice } from './queries';

/**
 * Money is exact: prices come as decimal strings ('12.50') and are worked out in decimals (its own
 * clone, so nobody else's Decimal settings change ours), never binary floats. Only a chart's
 * points become numbers, for drawing.
 */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The currencies the catalog takes (ISO 4217). */
export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK', 'RON', 'BGN'] as const;

/** Up to 4 decimals: the catalog keeps prices to 4 places ('0.0425'), and a per-kg price of a cheap good needs them. */
export const PRICE_DECIMALS = 4;

/** A price as typed: digits, then a dot (or a comma, as many languages write it) and at most 4 decimals. */
const DECIMAL = /^\d{1,7}(?:[.,]\d{1,4})?$/;
export const MAX_PRICE = 1_000_000;

/** The typed price as the catalog's decimal text ('7,5' → '7.5'), or null when it is not one; the digits stay as typed. */
export function decimalText(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim();
  if (!DECIMAL.test(text)) return null;
  const dotted = text.replace(',', '.');
  return new Exact(dotted).lte(MAX_PRICE) ? dotted : null;
}

/**
 * An exact amount in a currency, in the person's language: '€7.50', '7,50 €', at least 2 and at
 * most 4 decimals. The decimal text goes to Intl as text, which formats it without a float.
 */
export function formatMoney(intl: IntlShape, amount: string, currency: string): string {
  const format = intl.formatters.getNumberFormat(intl.locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: PRICE_DECIMALS,
  });
  return format.format(amount as Intl.StringNumericLiteral);
}

/**
 * A cost or margin as a chef reads it: to the cent (€8.59, not €8.5917), and to the fourth decimal
 * only below a cent, where cents would read as nothing (a pinch of salt: €0.0075).
 */
export function formatCost(intl: IntlShape, amount: string, currency: string): string {
  const small = Math.abs(Number(amount)) < 0.01 && Number(amount) !== 0;
  return intl.formatters
    .getNumberFormat(intl.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: small ? PRICE_DECIMALS : 2,
    })
    .format(amount as Intl.StringNumericLiteral);
}

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
  const base = new Exact(price.packSize).times(unit.toBase).div(per === 'piece' ? 1 : 1000);
  let amount = new Exact(price.packPrice).div(base);
  if (usable !== undefined) amount = amount.div(new Exact(usable).div(100));
  return { amount: amount.toDecimalPlaces(PRICE_DECIMALS).toFixed(), per };
}

/** A pack as bought: '5 kg', '1 piece', '0.75 l'. */
export function packText(intl: IntlShape, price: Pick<IngredientPrice, 'packSize' | 'packUnit'>): string {
  const size = intl.formatNumber(price.packSize, { maximumFractionDigits: 3 });
  const unit = price.packUnit;
  return unit ? `${size} ${unit.code ?? unit.name}` : size;
}

/** A catalog date (YYYY-MM-DD) in the person's language, as that calendar day wherever they are. */
export function formatDay(intl: IntlShape, day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year, month - 1, date), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** Today in the person's calendar, as the catalog writes dates. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
