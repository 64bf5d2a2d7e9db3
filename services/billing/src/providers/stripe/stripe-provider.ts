import Stripe from 'stripe';
import type { Connection, Model } from 'mongoose';
import { priceBreakdown } from '../../payments/price-breakdown';
import type { PlanDoc } from '../../plans/plan.model';
import { periodEndAfter } from '../../subscriptions/periods';
import type { Checkout, PaymentProvider, PlanChange } from '../payment-provider';
import { changePreview, invoiceFacts } from './stripe-invoices';
import { stripeRefs } from './stripe-refs';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only to reach a stand-in for Stripe's API (tests); unset, the SDK talks to api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const date = (seconds: number) => new Date(seconds * 1000);
const isGone = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Brigade billing' },
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol ?? 'https' } : {}),
  });
}

/**
 * The Stripe adapter of the billing port: customers, prices, subscriptions, invoices and their
 * payment intents. Every mutating call carries an idempotency key derived from billing's own ids,
 * so a retried mutation never makes a second subscription or charge. State changes arrive
 * through the webhook (webhook-route.ts), never from these calls' answers alone.
 */
export function stripeProvider(stripe: Stripe, settings: StripeSettings, connection: Connection, plans: Model<PlanDoc>): PaymentProvider {
  const refs = stripeRefs(stripe, connection, plans);
  const firstItem = async (subscriptionRef: string) => {
    const sub = await stripe.subscriptions.retrieve(subscriptionRef);
    return sub.items.data[0]!;
  };
  const changeParams = async (change: PlanChange) => ({
    item: await firstItem(change.subscriptionRef),
    price: await refs.price(change.to),
    taxRates: await refs.taxRates(change.taxPercent),
  });

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async subscribe({ key, paymentRef, customerRef, customer, plan, taxPercent, trialEnd }): Promise<Checkout> {
      const details = {
        name: customer.name,
        metadata: { kitchenId: customer.kitchenId },
        tax_exempt: taxPercent === 0 && plan.tax > 0 ? ('reverse' as const) : ('none' as const),
        ...(customer.address
          ? {
              address: {
                line1: customer.address.line_1,
                line2: customer.address.line_2 ?? undefined,
                city: customer.address.city,
                state: customer.address.state,
                country: customer.address.country,
                postal_code: customer.address.postal_code,
              },
            }
          : {}),
      };
      const customerId = customerRef
        ? (await stripe.customers.update(customerRef, details, { idempotencyKey: `${key}-customer` })).id
        : (await stripe.customers.create(details, { idempotencyKey: `${key}-customer` })).id;
      const sub = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: await refs.price(plan) }],
          default_tax_rates: await refs.taxRates(taxPercent),
          discounts: await refs.discounts(plan.discount),
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { kitchenId: customer.kitchenId, brigadePayment: paymentRef },
          // A purchase during the free trial: Stripe charges at the trial's end, on the card saved now
          // through the subscription's SetupIntent; with no card by then the subscription ends.
          ...(trialEnd
            ? { trial_end: unix(trialEnd), trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } } }
            : {}),
          expand: ['latest_invoice.confirmation_secret', ...(trialEnd ? ['pending_setup_intent'] : [])],
        },
        { idempotencyKey: `${key}-subscription` },
      );
      const invoice = sub.latest_invoice as Stripe.Invoice;
      const facts = invoiceFacts(invoice);
      const item = sub.items.data[0]!;
      if (trialEnd) {
        const setup = sub.pending_setup_intent as Stripe.SetupIntent | null;
        return {
          customerRef: customerId,
          subscriptionRef: sub.id,
          invoiceRef: invoice.id!,
          trialEnd: date(sub.trial_end ?? unix(trialEnd)),
          clientSecret: setup?.client_secret ?? '',
          paymentUrl: null,
          amounts: priceBreakdown({ ...plan, tax: taxPercent }),
          periodStart: date(sub.trial_end ?? unix(trialEnd)),
          periodEnd: periodEndAfter(date(sub.trial_end ?? unix(trialEnd)), plan.subscriptionPlan),
        };
      }
      return {
        customerRef: customerId,
        subscriptionRef: sub.id,
        invoiceRef: invoice.id!,
        trialEnd: null,
        clientSecret: invoice.confirmation_secret?.client_secret ?? '',
        paymentUrl: invoice.hosted_invoice_url ?? null,
        amounts: {
          subtotalCents: facts?.subtotalCents ?? invoice.subtotal,
          discountCents: facts?.discountCents ?? 0,
          taxCents: facts?.taxCents ?? 0,
          amountCents: invoice.total,
        },
        periodStart: date(item.current_period_start),
        periodEnd: date(item.current_period_end),
      };
    },

    async previewChange(change) {
      const { item, price, taxRates } = await changeParams(change);
      const preview = await stripe.invoices.createPreview({
        subscription: change.subscriptionRef,
        subscription_details: {
          items: [{ id: item.id, price }],
          proration_date: unix(change.at),
          proration_behavior: 'always_invoice',
          default_tax_rates: taxRates,
        },
      });
      return changePreview(preview, change.at);
    },

    async changePlan(key, change) {
      const { item, price, taxRates } = await changeParams(change);
      // The proration invoice must name billing's payment; Stripe copies subscription metadata onto it.
      await stripe.subscriptions.update(
        change.subscriptionRef,
        { metadata: { brigadePayment: change.paymentRef } },
        { idempotencyKey: `${key}-metadata` },
      );
      const sub = await stripe.subscriptions.update(
        change.subscriptionRef,
        {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          proration_date: unix(change.at),
          payment_behavior: 'pending_if_incomplete',
          default_tax_rates: taxRates,
          expand: ['latest_invoice'],
        },
        { idempotencyKey: key },
      );
      const invoice = sub.latest_invoice as Stripe.Invoice;
      return { ...changePreview(invoice, change.at), invoiceRef: invoice.id! };
    },

    async cancelAtPeriodEnd(key, subscriptionRef) {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }, { idempotencyKey: key });
    },

    async abandon(key, subscriptionRef) {
      try {
        await stripe.subscriptions.cancel(subscriptionRef, {}, { idempotencyKey: key });
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    },

    async invoiceState(invoiceRef) {
      const invoice = await stripe.invoices.retrieve(invoiceRef);
      const facts = invoiceFacts(invoice);
      if (!facts) return null;
      if (invoice.status === 'paid') return { id: `state_${invoiceRef}_paid`, type: 'invoice.paid', invoice: facts };
      if (invoice.status === 'uncollectible' || invoice.status === 'void')
        return { id: `state_${invoiceRef}_${invoice.status}`, type: 'invoice.payment_failed', invoice: facts };
      return null;
    },
  };
}
