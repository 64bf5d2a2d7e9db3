import { Money } from './decimal';

/** A decimal string as the API sends it: Intl formats it as text, exactly, never through a float. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export type MoneyFormat = {
  /** A change: '+€0.40', '-€0.40' ('€0.00' unsigned). */
  signed?: boolean;
  /** A chart's axis: '€1.2K'. */
  compact?: boolean;
};

export type PercentFormat = MoneyFormat & {
  /** At most this many decimals (1: a food cost; 2: a yield or a VAT rate as stated, 5.5 %, 92.25 %). */
  decimals?: number;
};

/**
 * An amount in its currency in the person's locale ('€4.20', '4,20 €'): the currency's own decimals,
 * or up to 4 for a non-zero amount below one of its smallest coin, which would otherwise read as
 * nothing (a pinch of salt: '€0.004'). The one rule on every screen that shows money.
 */
export function formatMoney(
  amount: string | Money,
  currency: string,
  locale: string,
  { signed = false, compact = false }: MoneyFormat = {},
): string {
  const text = typeof amount === 'string' ? amount : amount.toFixed();
  if (!DECIMAL.test(text)) return text;
  const sign = { ...(signed ? { signDisplay: 'exceptZero' as const } : {}), ...(compact ? { notation: 'compact' as const } : {}) };
  try {
    const plain = new Intl.NumberFormat(locale, { style: 'currency', currency, ...sign });
    const coin = new Money(10).pow(-(plain.resolvedOptions().maximumFractionDigits ?? 2));
    const value = new Money(text).abs();
    const format =
      !value.isZero() && value.lt(coin)
        ? new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 4, ...sign })
        : plain;
    return format.format(text as Intl.StringNumericLiteral);
  } catch {
    // A code Intl does not know: the number and the code, rather than nothing.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4, ...sign }).format(text as Intl.StringNumericLiteral)} ${currency}`;
  }
}

/**
 * A percentage as the API gives it (31.4 for 31.4 %), to one decimal, as the locale writes it
 * ('31.4%', '31,4 %'); a change shows exactly its decimals, signed ('+12.0%').
 */
export function formatPercent(percent: number, locale: string, { signed = false, decimals = 1 }: PercentFormat = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: decimals,
    ...(signed ? { minimumFractionDigits: decimals, signDisplay: 'exceptZero' as const } : {}),
  }).format(percent / 100);
}
