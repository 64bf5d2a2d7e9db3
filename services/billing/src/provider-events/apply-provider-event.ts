import { withEvents } from '@brigade/events';
import { isObjectId } from '@brigade/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { nextInvoiceNumber } from '../payments/invoice-number';
import type { PaymentDoc } from '../payments/payment.model';
import type { PlanDoc } from '../plans/plan.model';
import type { InvoiceFacts, ProviderEvent } from '../providers/payment-provider';
import { moveSubscription } from '../subscriptions/move-subscription';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';
import type { ProviderEventDoc } from './provider-event.model';
import { invoiceDescription } from './invoice-description';
import { invoicePaidEvent } from './invoice-paid-event';

type Books = {
  connection: Connection;
  events: Model<ProviderEventDoc>;
  payments: Model<PaymentDoc>;
  subscriptions: Model<SubscriptionDoc>;
  plans: Model<PlanDoc>;
  /** The shell's address: a receipt links the invoice's page there when the provider makes no PDF. */
  appUrl: string;
  log?: Logger;
};

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;
const amountsOf = (i: InvoiceFacts) => ({
  subtotalCents: i.subtotalCents,
  discountCents: i.discountCents,
  taxCents: i.taxCents,
  amountCents: i.amountCents,
});

/**
 * The one place provider events change billing (README 'Provider events'), whether they come
 * from Stripe's webhooks or the embedded provider. Each event id is claimed before it is applied,
 * so a redelivered event changes nothing; a failure releases the claim so the provider's retry
 * applies it. The changes themselves only move forward (a payment is paid once, a period only
 * grows), so two different events about the same invoice cannot count it twice either.
 */
export function providerEventApplier(books: Books) {
  const { events, payments, subscriptions, plans } = books;

  /** The payment recording an invoice: ours when we raised it, else a renewal recorded now. */
  async function paymentFor(sub: SubscriptionDoc, invoice: InvoiceFacts) {
    const existing = await payments.findOne({ paymentId: invoice.invoiceRef }).lean<PaymentDoc>();
    if (existing) return existing;
    // Raised by billing, but the provider reported before billing had written down the invoice's id.
    if (isObjectId(invoice.paymentRef)) {
      const raised = await payments
        .findOneAndUpdate(
          { _id: new Types.ObjectId(invoice.paymentRef), kitchenId: sub.kitchenId, paymentId: null, status: 'PENDING' },
          { $set: { paymentId: invoice.invoiceRef } },
          { returnDocument: 'after' },
        )
        .lean<PaymentDoc>();
      if (raised) return raised;
    }
    const plan = await plans.findById(sub.planId).lean<PlanDoc>();
    const orderId = await nextInvoiceNumber(books.connection);
    await payments.updateOne(
      { paymentId: invoice.invoiceRef },
      {
        $setOnInsert: {
          kitchenId: sub.kitchenId,
          userId: null,
          subscriptionPlanId: sub.planId,
          subscriptionId: sub._id,
          subtotalCents: invoice.subtotalCents,
          discountCents: invoice.discountCents,
          taxCents: invoice.taxCents,
          amountCents: invoice.amountCents,
          currency: 'EUR',
          // Recorded as raised; the caller marks it paid or failed like any other.
          status: 'PENDING',
          orderId,
          description: invoiceDescription(plan?.name ?? 'Brigade', invoice),
          paymentCycleDate: invoice.periodStart,
          dueOn: invoice.periodStart,
          paymentAt: null,
          taxPercent: sub.taxPercent ?? 0,
          reverseCharge: sub.reverseCharge,
        },
      },
      { upsert: true },
    );
    return (await payments.findOne({ paymentId: invoice.invoiceRef }).lean<PaymentDoc>())!;
  }

  /** A first payment reported before billing wrote down the provider's subscription: found by billing's payment. */
  async function raisedFor(event: ProviderEvent): Promise<SubscriptionDoc | null> {
    const paymentRef = 'invoice' in event ? event.invoice.paymentRef : null;
    if (!isObjectId(paymentRef)) return null;
    const payment = await payments.findById(paymentRef).lean<PaymentDoc>();
    return payment?.subscriptionId ? subscriptions.findById(payment.subscriptionId).lean<SubscriptionDoc>() : null;
  }

  const announce = (sub: SubscriptionDoc, set: Partial<SubscriptionDoc>) => moveSubscription(subscriptions, plans, sub, set);

  /**
   * The €0 invoice of a plan bought during the trial (Stripe's `trial_end`): it covers only the trial,
   * which ends where billing's payment for the first charge begins. Nothing was charged.
   */
  async function trialInvoice(invoice: InvoiceFacts): Promise<PaymentDoc | null> {
    if (invoice.reason !== 'create' || invoice.amountCents !== 0 || !isObjectId(invoice.paymentRef)) return null;
    const payment = await payments.findById(invoice.paymentRef).lean<PaymentDoc>();
    return payment && payment.status === 'PENDING' && invoice.periodEnd <= payment.paymentCycleDate ? payment : null;
  }

  /** The kitchen keeps its trial and its end, now on the plan it bought; billing starts when the trial ends. */
  async function trialBought(sub: SubscriptionDoc, payment: PaymentDoc) {
    if (sub.status === 'TRIALING' && !sub.planId.equals(payment.subscriptionPlanId))
      await announce(sub, { planId: payment.subscriptionPlanId });
  }

  async function invoicePaid(sub: SubscriptionDoc, invoice: InvoiceFacts) {
    const trial = await trialInvoice(invoice);
    if (trial) return trialBought(sub, trial);
    const payment = await paymentFor(sub, invoice);
    if (payment.status === 'PAID') return;
    const paid = { ...payment, status: 'PAID' as const, paymentAt: invoice.at, ...amountsOf(invoice), invoicePdfUrl: invoice.pdfUrl };
    const plan = await plans.findById(payment.subscriptionPlanId).lean<PlanDoc>();
    const marked = await payments.updateOne(
      { _id: payment._id, status: { $ne: 'PAID' } },
      // The provider's invoice is the truth of what was charged (credit from a downgrade included);
      // its receipt goes out with the same write, so a paid invoice is mailed once and never missed.
      {
        $set: {
          status: 'PAID',
          paymentAt: invoice.at,
          ...amountsOf(invoice),
          invoicePdfUrl: invoice.pdfUrl,
        },
        ...(paid.amountCents > 0 ? withEvents([invoicePaidEvent(paid, invoice, plan?.name ?? 'Brigade', books.appUrl)]) : {}),
      },
    );
    if (marked.modifiedCount !== 1) return;
    // An old invoice arriving late never shortens the period already paid for.
    const later = !sub.dueDate || sub.status !== 'ACTIVE' || invoice.periodEnd > sub.dueDate;
    await announce(sub, {
      planId: payment.subscriptionPlanId,
      status: 'ACTIVE',
      trialEndsAt: null,
      ...(later ? { currentPeriodStart: invoice.periodStart, dueDate: invoice.periodEnd } : {}),
    });
  }

  async function invoiceFailed(sub: SubscriptionDoc, invoice: InvoiceFacts) {
    const payment = await paymentFor(sub, invoice);
    if (payment.status === 'PAID') return;
    await payments.updateOne({ _id: payment._id, status: 'PENDING' }, { $set: { status: 'FAILED' } });
    // A declined renewal (or first charge at a bought trial's end) leaves the kitchen owing; a declined
    // first payment or upgrade changes nothing else.
    if (invoice.reason === 'cycle' && (sub.status === 'ACTIVE' || sub.status === 'TRIALING')) await announce(sub, { status: 'PAST_DUE' });
  }

  async function apply(event: ProviderEvent) {
    const ref = 'invoice' in event ? event.invoice.subscriptionRef : event.subscriptionRef;
    const sub = (await subscriptions.findOne({ providerSubscriptionRef: ref }).lean<SubscriptionDoc>()) ?? (await raisedFor(event));
    if (!sub) {
      books.log?.warn({ eventId: event.id, type: event.type, ref }, 'provider event for a subscription billing does not hold; ignored');
      return;
    }
    switch (event.type) {
      case 'invoice.paid':
        return invoicePaid(sub, event.invoice);
      case 'invoice.payment_failed':
        return invoiceFailed(sub, event.invoice);
      case 'subscription.canceled':
        if (sub.status !== 'CANCELED') await announce(sub, { status: 'CANCELED', cancelAtPeriodEnd: false });
        return;
      case 'subscription.updated':
        await subscriptions.updateOne({ _id: sub._id }, { $set: { cancelAtPeriodEnd: event.cancelAtPeriodEnd } });
        return;
    }
  }

  /** Applies an event unless its id was applied before; returns whether it applied now. */
  return async function applyProviderEvent(event: ProviderEvent): Promise<boolean> {
    try {
      await events.create({ _id: event.id, type: event.type, appliedAt: new Date() });
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
    try {
      await apply(event);
      return true;
    } catch (error) {
      await events.deleteOne({ _id: event.id });
      throw error;
    }
  };
}
export type ApplyProviderEvent = ReturnType<typeof providerEventApplier>;
