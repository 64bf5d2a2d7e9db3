import type { IntlShape } from 'react-intl';
import { priceMessages } from './messages';
import { formatMoney } from '@brigade/money';
import { packText, pricePerBase } from './pack';
import type { IngredientPrice } from './queries';

const PER = { kg: priceMessages.perKg, l: priceMessages.perL, piece: priceMessages.perPiece } as const;

/** '€1.50 / kg' of a pack, exactly; with `usable`, what a usable kg costs after the yield. */
export function perBaseText(
  intl: IntlShape,
  price: Pick<IngredientPrice, 'packPrice' | 'packSize' | 'packUnit' | 'currency'>,
  usable?: number,
): string | null {
  const base = pricePerBase(price, usable);
  return base && intl.formatMessage(PER[base.per], { price: formatMoney(base.amount, price.currency, intl.locale) });
}

/** '€7.50 / 5 kg': what a pack costs, as the ingredient list and the prices page say it. */
export function packPriceText(intl: IntlShape, price: IngredientPrice): string {
  return intl.formatMessage(priceMessages.packPriceText, {
    price: formatMoney(price.packPrice, price.currency, intl.locale),
    pack: packText(intl, price),
  });
}
