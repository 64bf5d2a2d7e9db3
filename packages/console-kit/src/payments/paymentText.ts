import type { IntlShape, MessageDescriptor } from 'react-intl';
import { paymentMessages } from './messages';
import type { Payment, PaymentStatus } from './queries';

/**
 * A status in words. An open invoice is 'Not paid yet' to the kitchen that owes it and 'Pending'
 * in the super admin's ledger of every kitchen's: each console keeps the word its people know.
 */
export const statusMessage = (status: PaymentStatus, platform: boolean): MessageDescriptor =>
  status === 'PENDING' && platform ? paymentMessages.PENDING_PLATFORM : paymentMessages[status];

/** A day billing stored as an ISO instant, in the person's language ('Mar 1, 2026'); nothing for none (not paid yet). */
export const billingDay = (intl: IntlShape, iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '');

/** A moment billing stored as an ISO instant, with its time ('Mar 1, 2026, 12:30 PM'). */
export const billingMoment = (intl: IntlShape, iso: string | null | undefined) =>
  iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/**
 * A payment's kitchen by its name. Payments outlive their kitchen: one deleted since comes as
 * DELETED with the name it had (services/kitchen README), shown as 'Harbour Bistro (deleted)'.
 */
export function kitchenName(intl: IntlShape, kitchen: Payment['kitchen']) {
  if (kitchen.status !== 'DELETED') return kitchen.name;
  return kitchen.name
    ? intl.formatMessage(paymentMessages.deletedKitchen, { name: kitchen.name })
    : intl.formatMessage(paymentMessages.deletedKitchenUnnamed);
}
