import { newEvent, type InvoiceEvents } from '@brigade/events';
import type { PaymentDoc } from '../payments/payment.model';
import type { InvoiceFacts } from '../providers/payment-provider';

/**
 * billing.invoice.v1 InvoicePaid: what the kitchen admin's receipt shows (identity mails it, README
 * 'Receipts'). The link is the provider's PDF when it makes one, else the invoice's page in the console.
 */
export function invoicePaidEvent(
  payment: PaymentDoc,
  invoice: Pick<InvoiceFacts, 'periodStart' | 'periodEnd'>,
  planName: string,
  appUrl: string,
) {
  const kitchenId = payment.kitchenId.toHexString();
  const paymentId = payment._id.toHexString();
  const payload: InvoiceEvents['InvoicePaid'] = {
    paymentId,
    kitchenId,
    invoiceNumber: payment.orderId,
    paidAt: (payment.paymentAt ?? new Date()).toISOString(),
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    planName,
    currency: payment.currency,
    subtotalCents: payment.subtotalCents,
    discountCents: payment.discountCents,
    taxCents: payment.taxCents,
    totalCents: payment.amountCents,
    taxPercent: payment.taxPercent,
    reverseCharge: payment.reverseCharge,
    invoiceUrl: payment.invoicePdfUrl ?? `${appUrl}/auth/admin/payments/${paymentId}`,
  };
  return newEvent('InvoicePaid', payload, { producer: 'billing', aggregateId: paymentId, kitchenId });
}
