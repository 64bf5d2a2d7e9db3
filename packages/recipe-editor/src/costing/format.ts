/*
 * Money and percentages as a chef reads them, in the interface's locale (Intl.NumberFormat). Money
 * arrives as exact decimal strings ("4.2035") and is formatted from the string, never summed here.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount in its currency: the currency's own decimals ("€4.20"), or up to 4 for a non-zero
 * amount below one cent, which would otherwise read as nothing (a pinch of salt: "€0.004").
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  if (!DECIMAL.test(amount)) return amount;
  const small = Number(amount) !== 0 && Math.abs(Number(amount)) < 0.01;
  const digits = small ? { maximumFractionDigits: 4 } : {};
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(amount as `${number}`);
  } catch {
    // A code Intl does not know: the number and the code, rather than nothing.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(amount as `${number}`)} ${currency}`;
  }
}

/** A percentage as the API gives it (31.4 for 31.4 %), to one decimal. */
export const formatPercent = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
