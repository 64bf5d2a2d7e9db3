import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { priceBreakdown, type Breakdown } from '../../payments/price-breakdown';
import { periodEndAfter } from '../../subscriptions/periods';
import type { Checkout, InvoiceFacts, PaymentProvider, PlanChange, ProviderEvent } from '../payment-provider';
import { prorate } from '../proration';
import type { EmbeddedInvoice, EmbeddedModels, EmbeddedSubscription } from './embedded.model';
import { firstCharge, laterCharge, normalCard } from './test-cards';

export class CardDeclined extends Error {}
export class UnknownCard extends Error {}
export class NothingToPay extends Error {}

const eventId = () => `evt_emb_${new Types.ObjectId().toHexString()}`;
const refFrom = (prefix: string, key: string) => `${prefix}_${key.replace(/[^A-Za-z0-9]/g, '_')}`;
const facts = (inv: EmbeddedInvoice, at: Date): InvoiceFacts => ({
  invoiceRef: inv._id,
  subscriptionRef: inv.subscriptionRef,
  subtotalCents: inv.subtotalCents,
  discountCents: inv.discountCents,
  taxCents: inv.taxCents,
  amountCents: inv.amountCents,
  periodStart: inv.periodStart,
  periodEnd: inv.periodEnd,
  at,
  reason: inv.reason,
  paymentRef: inv.paymentRef,
  pdfUrl: null,
});

/**
 * The payment provider for runs without Stripe keys (ARCHITECTURE.md section 5). It keeps its
 * own books in billing's database and follows Stripe's states: an incomplete subscription until
 * the first invoice is paid (in the app, with a test card), then active, renewed each period on
 * the saved card, past_due when a renewal is declined, canceled at the period's end when asked.
 * Every change is reported through `emit`, exactly as Stripe's webhooks report theirs.
 */
export function embeddedProvider(db: EmbeddedModels, emit: (event: ProviderEvent) => Promise<unknown>) {
  const { subscriptions, invoices } = db;

  async function openInvoice(
    id: string,
    sub: Pick<EmbeddedSubscription, '_id'>,
    amounts: Breakdown,
    period: [Date, Date],
    reason: InvoiceFacts['reason'],
    paymentRef: string | null = null,
  ) {
    const invoice = {
      paymentRef,
      _id: id,
      subscriptionRef: sub._id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'open' as const,
      reason,
      ...amounts,
      periodStart: period[0],
      periodEnd: period[1],
    };
    await invoices.updateOne({ _id: id }, { $setOnInsert: invoice }, { upsert: true });
    return (await invoices.findById(id).lean<EmbeddedInvoice>())!;
  }

  /** Charges a saved card for an invoice and reports the outcome. */
  async function chargeSaved(sub: EmbeddedSubscription, invoice: EmbeddedInvoice, at: Date): Promise<boolean> {
    const paid = invoice.amountCents === 0 || laterCharge(sub.card);
    await invoices.updateOne(
      { _id: invoice._id, status: 'open' },
      { $set: { status: paid ? 'paid' : 'failed', paidAt: paid ? at : null } },
    );
    await emit({ id: eventId(), type: paid ? 'invoice.paid' : 'invoice.payment_failed', invoice: facts(invoice, at) });
    return paid;
  }

  /** Takes credit left from a downgrade off an invoice's total. */
  const lessCredit = (amounts: Breakdown, creditCents: number) => {
    const used = Math.min(creditCents, amounts.amountCents);
    return { amounts: { ...amounts, discountCents: amounts.discountCents + used, amountCents: amounts.amountCents - used }, used };
  };

  const provider: PaymentProvider & {
    pay(clientSecret: string, card: string, at?: Date): Promise<InvoiceFacts>;
    renewDue(now?: Date): Promise<number>;
  } = {
    name: 'embedded',
    publishableKey: null,

    async subscribe({ key, paymentRef, customerRef, customer, plan, taxPercent, at, trialEnd }): Promise<Checkout> {
      const ref = refFrom('esub', key);
      const amounts = priceBreakdown({ ...plan, tax: taxPercent });
      // During a trial the first invoice is Stripe's €0 one up to the trial's end; paying it saves the card.
      const period: [Date, Date] = [at, trialEnd ?? periodEndAfter(at, plan.subscriptionPlan)];
      const sub = {
        _id: ref,
        customerRef: customerRef ?? `ecus_${customer.kitchenId}`,
        kitchenId: customer.kitchenId,
        status: 'incomplete' as const,
        planId: plan._id,
        planName: plan.name,
        cycle: plan.subscriptionPlan,
        cycleAmounts: amounts,
        periodStart: period[0],
        periodEnd: period[1],
        trialEnd,
        trialPaymentRef: trialEnd ? paymentRef : null,
      };
      await subscriptions.updateOne({ _id: ref }, { $setOnInsert: sub }, { upsert: true });
      const first = trialEnd ? { subtotalCents: 0, discountCents: 0, taxCents: 0, amountCents: 0 } : amounts;
      const invoice = await openInvoice(refFrom('ein', key), sub, first, period, 'create', paymentRef);
      const charged: [Date, Date] = trialEnd ? [trialEnd, periodEndAfter(trialEnd, plan.subscriptionPlan)] : period;
      return {
        customerRef: sub.customerRef,
        subscriptionRef: ref,
        invoiceRef: invoice._id,
        trialEnd,
        clientSecret: invoice.clientSecret,
        paymentUrl: null,
        amounts,
        periodStart: charged[0],
        periodEnd: charged[1],
      };
    },

    /** The customer pays an open invoice in the app (the embedded stand-in for Stripe Elements). */
    async pay(clientSecret, card, at = new Date()) {
      const invoice = await invoices.findOne({ clientSecret }).lean<EmbeddedInvoice>();
      if (!invoice || invoice.status !== 'open') throw new NothingToPay();
      const outcome = firstCharge(card);
      if (outcome === 'unknown') throw new UnknownCard();
      if (outcome === 'declined') throw new CardDeclined();
      const marked = await invoices.updateOne({ _id: invoice._id, status: 'open' }, { $set: { status: 'paid', paidAt: at } });
      if (marked.modifiedCount !== 1) throw new NothingToPay();
      const period = invoice.reason === 'create' ? { periodStart: invoice.periodStart, periodEnd: invoice.periodEnd } : {};
      const sub = await subscriptions.findById(invoice.subscriptionRef).lean<EmbeddedSubscription>();
      const status = invoice.reason === 'create' && sub?.trialEnd ? 'trialing' : 'active';
      await subscriptions.updateOne({ _id: invoice.subscriptionRef }, { $set: { status, card: normalCard(card), ...period } });
      const paid = facts(invoice, at);
      await emit({ id: eventId(), type: 'invoice.paid', invoice: paid });
      return paid;
    },

    async previewChange(change: PlanChange) {
      return prorate(change);
    },

    async changePlan(key, change) {
      const sub = await subscriptions.findById(change.subscriptionRef).lean<EmbeddedSubscription>();
      if (!sub || sub.status !== 'active') throw new NothingToPay();
      const preview = prorate(change);
      const charged = lessCredit(
        {
          subtotalCents: Math.max(preview.subtotalCents, 0),
          discountCents: 0,
          taxCents: Math.max(preview.taxCents, 0),
          amountCents: preview.amountDueCents,
        },
        sub.creditCents,
      );
      const invoice = await openInvoice(
        refFrom('ein', key),
        sub,
        charged.amounts,
        [change.at, preview.periodEnd],
        'update',
        change.paymentRef,
      );
      // As Stripe's pending_if_incomplete: the plan changes only once its invoice is paid.
      if (invoice.status === 'open' && (await chargeSaved(sub, invoice, change.at))) {
        await subscriptions.updateOne(
          { _id: sub._id },
          {
            $set: {
              planId: change.to._id,
              planName: change.to.name,
              cycle: change.to.subscriptionPlan,
              cycleAmounts: priceBreakdown({ ...change.to, tax: change.taxPercent }),
              periodStart: preview.periodStart,
              periodEnd: preview.periodEnd,
              creditCents: sub.creditCents - charged.used + Math.max(-preview.totalCents, 0),
            },
          },
        );
      }
      return { ...preview, invoiceRef: invoice._id };
    },

    async cancelAtPeriodEnd(_key, subscriptionRef) {
      await subscriptions.updateOne({ _id: subscriptionRef, status: { $ne: 'canceled' } }, { $set: { cancelAtPeriodEnd: true } });
    },

    async abandon(_key, subscriptionRef) {
      await invoices.updateMany({ subscriptionRef, status: 'open' }, { $set: { status: 'void' } });
      await subscriptions.updateOne({ _id: subscriptionRef, status: { $ne: 'active' } }, { $set: { status: 'canceled' } });
    },

    async invoiceState(invoiceRef) {
      const invoice = await invoices.findById(invoiceRef).lean<EmbeddedInvoice>();
      if (!invoice || (invoice.status !== 'paid' && invoice.status !== 'failed')) return null;
      const type = invoice.status === 'paid' ? ('invoice.paid' as const) : ('invoice.payment_failed' as const);
      return { id: `state_${invoice._id}_${invoice.status}`, type, invoice: facts(invoice, invoice.paidAt ?? invoice.createdAt) };
    },

    /**
     * The provider's clock, run by billing's sweep: active subscriptions whose period ended are
     * canceled (when asked at period end) or renewed on the saved card, a declined renewal
     * leaving the subscription past due. Returns how many it handled.
     */
    async renewDue(now = new Date()) {
      const due = await subscriptions
        .find({ status: { $in: ['active', 'trialing'] }, periodEnd: { $lte: now } })
        .lean<EmbeddedSubscription[]>();
      for (const sub of due) {
        if (sub.cancelAtPeriodEnd) {
          const done = await subscriptions.updateOne({ _id: sub._id, status: sub.status }, { $set: { status: 'canceled' } });
          if (done.modifiedCount === 1)
            await emit({ id: eventId(), type: 'subscription.canceled', subscriptionRef: sub._id, at: sub.periodEnd });
          continue;
        }
        const next: [Date, Date] = [sub.periodEnd, periodEndAfter(sub.periodEnd, sub.cycle)];
        const { amounts, used } = lessCredit(sub.cycleAmounts, sub.creditCents);
        // The first charge after a trial bought during it pays billing's waiting payment.
        const paymentRef = sub.status === 'trialing' ? (sub.trialPaymentRef ?? null) : null;
        const invoice = await openInvoice(`ein_${sub._id}_${next[0].getTime()}`, sub, amounts, next, 'cycle', paymentRef);
        if (invoice.status !== 'open') continue;
        const paid = await chargeSaved(sub, invoice, now);
        await subscriptions.updateOne(
          { _id: sub._id, periodEnd: sub.periodEnd },
          paid
            ? { $set: { status: 'active', periodStart: next[0], periodEnd: next[1] }, $inc: { creditCents: -used } }
            : { $set: { status: 'past_due' } },
        );
      }
      return due.length;
    },
  };
  return provider;
}
export type EmbeddedProvider = ReturnType<typeof embeddedProvider>;
