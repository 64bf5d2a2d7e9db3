/*
 * Money and percentages as a chef reads them, in the interface's locale (Intl.NumberFormat). Money
 * arrives as exact decimal strings ("4.2035") and is formatted from the string, never summed here.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount in its currency: the currency's own decimals ("€4.20"), or up to 4 for a non-zero
 * amount below one cent, which would otherwise read as nothing (a pinch of salt: "€0.004").
 */
export function formatMoney(amount: string, currency: string, locale: string, { signed = false } = {}): string {
  if (!DECIMAL.test(amount)) return amount;
  const small = Number(amount) !== 0 && Math.abs(Number(amount)) < 0.01;
  const digits = small ? { maximumFractionDigits: 4 } : {};
  // `signed`: a change, '+€0.40' or '−€0.40' ('€0.00' unsigned).
  const sign = signed ? { signDisplay: 'exceptZero' as const } : {};
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits, ...sign }).format(amount as `${number}`);
  } catch {
    // A code Intl does not know: the number and the code, rather than nothing.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4, ...sign }).format(amount as `${number}`)} ${currency}`;
  }
}

/** A percentage as the API gives it (31.4 for 31.4 %), to one decimal. */
export const formatPercent = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/** A change in percent as the API gives it (12 for 12 %), signed and to exactly one decimal: '+12.0%', '-3.5%'. */
export const formatPercentChange = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    percent / 100,
  );
