import type Stripe from 'stripe';
import type { ChangePreview, InvoiceFacts, ProviderEvent } from '../payment-provider';

const date = (unix: number) => new Date(unix * 1000);
const sum = (items: { amount: number }[] | null | undefined) => (items ?? []).reduce((total, item) => total + item.amount, 0);
const REASONS: Record<string, InvoiceFacts['reason']> = { subscription_create: 'create', subscription_update: 'update' };
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The period an invoice pays for: from its lines (Stripe's own period fields name the previous one for renewals). */
function periodOf(invoice: Stripe.Invoice): [Date, Date] {
  const lines = invoice.lines?.data ?? [];
  if (lines.length === 0) return [date(invoice.period_start), date(invoice.period_end)];
  return [date(Math.min(...lines.map((l) => l.period.start))), date(Math.max(...lines.map((l) => l.period.end)))];
}

/**
 * A Stripe invoice as billing's invoice facts. A negative total (a downgrade's credit) charges
 * nothing and is recorded as zero; the credit stays on the customer's Stripe balance.
 */
export function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts | null {
  const details = invoice.parent?.subscription_details;
  const subscriptionRef = idOf(details?.subscription);
  if (!subscriptionRef || !invoice.id) return null;
  const reason = REASONS[invoice.billing_reason ?? ''] ?? 'cycle';
  const [periodStart, periodEnd] = periodOf(invoice);
  const charged = invoice.total > 0;
  return {
    invoiceRef: invoice.id,
    subscriptionRef,
    subtotalCents: charged ? invoice.subtotal : 0,
    discountCents: charged ? sum(invoice.total_discount_amounts) : 0,
    taxCents: charged ? sum(invoice.total_taxes) : 0,
    amountCents: charged ? invoice.total : 0,
    periodStart,
    periodEnd,
    at: date(invoice.status_transitions?.paid_at ?? invoice.created),
    reason,
    // Renewals carry it too (Stripe copies the subscription's metadata); billing links it only to a
    // payment still waiting for its invoice: the first charge of a plan bought during the trial.
    paymentRef: details?.metadata?.brigadePayment ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** A Stripe invoice (a preview or the one a change raised) as the proration the person sees. */
export function changePreview(invoice: Stripe.Invoice, at: Date): ChangePreview {
  const [periodStart, periodEnd] = periodOf(invoice);
  return {
    prorationDate: at,
    lines: (invoice.lines?.data ?? []).map((l) => ({
      description: l.description ?? '',
      amountCents: l.amount,
      periodStart: date(l.period.start),
      periodEnd: date(l.period.end),
    })),
    subtotalCents: invoice.subtotal,
    taxCents: sum(invoice.total_taxes),
    totalCents: invoice.total,
    amountDueCents: invoice.amount_due,
    periodStart,
    periodEnd,
  };
}

/** The Stripe webhook events billing acts on, as provider events; any other type is acknowledged and ignored. */
export function providerEvent(event: Stripe.Event): ProviderEvent | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceFacts(event.data.object);
      return invoice ? { id: event.id, type: event.type, invoice } : null;
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        id: event.id,
        type: 'subscription.canceled',
        subscriptionRef: sub.id,
        at: date(sub.ended_at ?? sub.canceled_at ?? event.created),
      };
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      return { id: event.id, type: 'subscription.updated', subscriptionRef: sub.id, cancelAtPeriodEnd: sub.cancel_at_period_end };
    }
    default:
      return null;
  }
}
