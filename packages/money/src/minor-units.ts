import { Money, showMoney } from './decimal';

/** How many decimals a currency's smallest coin has (EUR 2, JPY 0), as Intl knows it. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in the currency's smallest coin (cents: what Stripe and billing's store count), exactly; null when it has a fraction of one. */
export function toMinor(amount: Money | string, currency: string): number | null {
  const minor = new Money(amount).times(new Money(10).pow(minorDigits(currency)));
  return minor.isInteger() && minor.abs().lte(Number.MAX_SAFE_INTEGER) ? minor.toNumber() : null;
}

/** An amount counted in the smallest coin (1999 cents) as the API's decimal text ("19.99"). */
export function fromMinor(minor: number, currency: string): string {
  return showMoney(new Money(minor).div(new Money(10).pow(minorDigits(currency))));
}
