import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One charge for one billing cycle. Amounts are whole cents of `currency`; `amountCents` is the total charged. */
export type PaymentDoc = {
  _id: Types.ObjectId;
  kitchenId: Types.ObjectId;
  /** Who started it (the kitchen admin buying, or the super admin). */
  userId: Types.ObjectId | null;
  subscriptionPlanId: Types.ObjectId;
  subscriptionId: Types.ObjectId | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  amountCents: number;
  currency: 'EUR';
  status: PaymentStatus;
  /** The provider's id for the charge (Stripe invoice or payment intent, or the embedded provider's). */
  paymentId: string | null;
  /** Brigade's invoice number. */
  orderId: string;
  description: string;
  /** First day of the period paid for, and the day the payment was due. */
  paymentCycleDate: Date;
  dueOn: Date;
  paymentAt: Date | null;
  /** The VAT rate charged, and whether the customer accounts for it (reverse charge). */
  taxPercent: number;
  reverseCharge: boolean;
  /** For the first payment: what the browser confirms it with, and the provider's payment page. */
  clientSecret: string | null;
  paymentUrl: string | null;
  /** The provider's PDF of the paid invoice (Stripe's `invoice_pdf`); null where the provider makes none. */
  invoicePdfUrl?: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const cents = { type: Number, required: true, min: 0, validate: Number.isInteger };
const paymentSchema = new Schema<PaymentDoc>(
  {
    kitchenId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, default: null },
    subscriptionPlanId: { type: Schema.Types.ObjectId, required: true },
    subscriptionId: { type: Schema.Types.ObjectId, default: null },
    subtotalCents: cents,
    discountCents: cents,
    taxCents: cents,
    amountCents: cents,
    currency: { type: String, required: true, enum: ['EUR'], default: 'EUR' },
    status: { type: String, required: true, enum: PAYMENT_STATUSES },
    paymentId: { type: String, default: null },
    orderId: { type: String, required: true, unique: true },
    description: { type: String, required: true },
    paymentCycleDate: { type: Date, required: true },
    dueOn: { type: Date, required: true },
    paymentAt: { type: Date, default: null },
    taxPercent: { type: Number, required: true, min: 0, max: 100, default: 0 },
    reverseCharge: { type: Boolean, default: false },
    clientSecret: { type: String, default: null },
    paymentUrl: { type: String, default: null },
    invoicePdfUrl: { type: String, default: null },
  },
  { timestamps: true },
);
// A kitchen's history, newest first; the platform's by status.
paymentSchema.index({ kitchenId: 1, createdAt: -1 });
paymentSchema.index({ status: 1, createdAt: -1 });
// One payment per provider invoice: a webhook and a manual check cannot both record it.
paymentSchema.index({ paymentId: 1 }, { unique: true, partialFilterExpression: { paymentId: { $type: 'string' } } });
// A paid invoice goes out as InvoicePaid on billing.invoice.v1 (the receipt), in the write that marks it paid.
paymentSchema.plugin(outboxPlugin);

export const paymentModel = (connection: Connection): Model<PaymentDoc> =>
  (connection.models.Payment as Model<PaymentDoc> | undefined) ?? connection.model<PaymentDoc>('Payment', paymentSchema);
