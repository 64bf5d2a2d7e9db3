import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { Breakdown } from '../../payments/price-breakdown';
import type { InvoiceFacts } from '../payment-provider';

/** The embedded provider's own books, as Stripe keeps its own: subscriptions and invoices. */
export type EmbeddedSubscription = {
  _id: string;
  customerRef: string;
  kitchenId: string;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
  /** A plan bought during the free trial: nothing is charged before this moment (Stripe's `trial_end`). */
  trialEnd?: Date | null;
  /** Billing's payment for the first charge, at the trial's end. */
  trialPaymentRef?: string | null;
  planId: Types.ObjectId;
  planName: string;
  cycle: 'UNKNOWN' | 'MONTHLY' | 'ANNUAL';
  /** What each renewal charges. */
  cycleAmounts: Breakdown;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The saved card's test number: renewals and plan changes charge it. */
  card: string | null;
  /** Credit from a downgrade, taken off the next invoices. */
  creditCents: number;
};

export type EmbeddedInvoice = Omit<InvoiceFacts, 'invoiceRef' | 'at'> & {
  _id: string;
  clientSecret: string;
  status: 'open' | 'paid' | 'failed' | 'void';
  paidAt: Date | null;
  createdAt: Date;
};

const breakdown = { subtotalCents: Number, discountCents: Number, taxCents: Number, amountCents: Number };

const subscriptionSchema = new Schema<EmbeddedSubscription>(
  {
    _id: String,
    customerRef: { type: String, required: true },
    kitchenId: { type: String, required: true },
    status: { type: String, required: true },
    planId: { type: Schema.Types.ObjectId, required: true },
    planName: { type: String, required: true },
    cycle: { type: String, required: true },
    cycleAmounts: breakdown,
    periodStart: { type: Date, required: true },
    periodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    trialEnd: { type: Date, default: null },
    trialPaymentRef: { type: String, default: null },
    card: { type: String, default: null },
    creditCents: { type: Number, default: 0 },
  },
  { collection: 'embedded_subscriptions' },
);
// Renewals: active subscriptions by the end of their period.
subscriptionSchema.index({ status: 1, periodEnd: 1 });

const invoiceSchema = new Schema<EmbeddedInvoice>(
  {
    _id: String,
    subscriptionRef: { type: String, required: true, index: true },
    clientSecret: { type: String, required: true, unique: true },
    status: { type: String, required: true },
    reason: { type: String, required: true },
    paymentRef: { type: String, default: null },
    ...breakdown,
    periodStart: { type: Date, required: true },
    periodEnd: { type: Date, required: true },
    paidAt: { type: Date, default: null },
  },
  { collection: 'embedded_invoices', timestamps: { createdAt: true, updatedAt: false } },
);

export const embeddedModels = (connection: Connection) => ({
  subscriptions:
    (connection.models.EmbeddedSubscription as Model<EmbeddedSubscription> | undefined) ??
    connection.model<EmbeddedSubscription>('EmbeddedSubscription', subscriptionSchema),
  invoices:
    (connection.models.EmbeddedInvoice as Model<EmbeddedInvoice> | undefined) ??
    connection.model<EmbeddedInvoice>('EmbeddedInvoice', invoiceSchema),
});
export type EmbeddedModels = ReturnType<typeof embeddedModels>;
