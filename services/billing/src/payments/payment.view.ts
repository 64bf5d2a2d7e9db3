import { fromMinor } from '@brigade/money';
import type { PaymentDoc } from './payment.model';

/**
 * Whole cents as the API's exact decimal in the currency's major unit ("35.09", "-14.50"), and dates
 * as ISO strings: the one place money and time leave billing. Billing charges in euro only.
 */
export const amount = (cents: number, currency = 'EUR') => fromMinor(cents, currency);
export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The spec's Payment with the display values (paid at, cycle date, due on, subtotal, tax, total, paid or not). */
export const paymentView = (p: PaymentDoc) => ({
  id: p._id.toHexString(),
  userId: p.userId?.toHexString() ?? null,
  kitchenId: p.kitchenId.toHexString(),
  subscriptionPlanId: p.subscriptionPlanId.toHexString(),
  subscriptionId: p.subscriptionId?.toHexString() ?? null,
  amount: amount(p.amountCents, p.currency),
  amountCents: p.amountCents,
  subtotal: amount(p.subtotalCents, p.currency),
  discount: amount(p.discountCents, p.currency),
  tax: amount(p.taxCents, p.currency),
  total: amount(p.amountCents, p.currency),
  currency: p.currency,
  status: p.status,
  paid: p.status === 'PAID',
  paymentId: p.paymentId,
  orderId: p.orderId,
  description: p.description,
  // Required on every payment (payment.model.ts): non-null in the schema too.
  paymentCycleDate: p.paymentCycleDate.toISOString(),
  dueOn: p.dueOn.toISOString(),
  paymentAt: iso(p.paymentAt),
  // What the /complete-payment page confirms an open payment with (Stripe Elements or the test card form).
  clientSecret: p.status === 'PENDING' ? (p.clientSecret ?? null) : null,
  createdAt: iso(p.createdAt),
  // Federation references: identity and kitchen resolve them.
  user: p.userId ? { id: p.userId.toHexString() } : null,
  kitchen: { id: p.kitchenId.toHexString() },
});
