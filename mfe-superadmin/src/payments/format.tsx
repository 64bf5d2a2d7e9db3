import { formatMoney } from '@brigade/money';
import { FormattedDate, type IntlShape } from 'react-intl';
import { m } from './messages';
import type { Payment } from './queries';

/** An amount in its currency, in the person's locale (€35.09, 35,09 €). */
/** Billing still answers euro floats; as text they format exactly (@brigade/money). */
export const money = (value: number, currency: string, locale: string) => formatMoney(String(value), currency, locale);

/** A day billing stored as an ISO instant; null (e.g. not paid yet) shows nothing. */
export const day = (value: string | null) => value && <FormattedDate value={value} dateStyle="medium" />;

export const moment = (value: string | null) => value && <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;

/**
 * A payment's kitchen by its name. Payments outlive their kitchen: one deleted since comes as
 * DELETED with the name it had (services/kitchen README), shown as 'Harbour Bistro (deleted)'.
 */
export const kitchenName = (intl: IntlShape, kitchen: Payment['kitchen']) => {
  if (kitchen.status !== 'DELETED') return kitchen.name;
  return kitchen.name ? intl.formatMessage(m.deletedKitchen, { name: kitchen.name }) : intl.formatMessage(m.deletedKitchenUnnamed);
};
