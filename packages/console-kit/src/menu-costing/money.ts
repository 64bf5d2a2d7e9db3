import { formatMoney, minorDigits, Money } from '@brigade/money';
import type { IntlShape } from 'react-intl';
import { menuCostingMessages } from './messages';

/**
 * An amount a person reads on the menu costing page, at the currency's cents (half up), as every
 * money figure of the product is shown: '€4.57', never '€0.0025'. A positive amount that rounds to
 * nothing reads 'under €0.01' rather than a free dish. `lowerBound` (a partial cost, 'at least …')
 * rounds down, so that what it says stays true. The CSV keeps the exact figures.
 */
export function centsText(intl: IntlShape, amount: string, currency: string, { lowerBound = false } = {}): string {
  const exact = new Money(amount);
  const digits = minorDigits(currency);
  const rounded = exact.toDecimalPlaces(digits, lowerBound ? Money.ROUND_DOWN : Money.ROUND_HALF_UP);
  if (!lowerBound && rounded.isZero() && exact.gt(0)) {
    const coin = new Money(10).pow(-digits).toFixed(digits);
    return intl.formatMessage(menuCostingMessages.belowCent, { amount: formatMoney(coin, currency, intl.locale) });
  }
  return formatMoney(rounded.toFixed(digits), currency, intl.locale);
}
