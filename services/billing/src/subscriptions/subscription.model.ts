import { outboxPlugin, type Outboxed } from '@brigade/events';
import type { Customer, ProviderName } from '../providers/payment-provider';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription in these states still holds its plan: the kitchen is on trial, paying, or owes. */
export const LIVE_STATUSES: SubscriptionStatus[] = ['TRIALING', 'ACTIVE', 'PAST_DUE'];
/** The live subscriptions of a plan (the kitchens holding it). */
export const holdersOf = (planId: Types.ObjectId) => ({ planId, status: { $in: LIVE_STATUSES } });

/** One per kitchen: the plan it holds and where it stands (trial → active → past due → canceled). */
export type SubscriptionDoc = {
  _id: Types.ObjectId;
  kitchenId: Types.ObjectId;
  planId: Types.ObjectId;
  status: SubscriptionStatus;
  /** End of the free trial, for a TRIALING subscription. */
  trialEndsAt: Date | null;
  /** When the next payment is due: the trial's end, then each paid period's end. */
  dueDate: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The kitchen was deleted: kept for the payment history, never charged again. */
  kitchenDeleted: boolean;
  /** Who collects the money, once the kitchen has bought a plan; null during the first trial. */
  provider: ProviderName | null;
  customerRef: string | null;
  /** The provider's subscription; its events find this document by it. */
  providerSubscriptionRef: string | null;
  /** The paid period; `dueDate` is its end. */
  currentPeriodStart: Date | null;
  /** What the kitchen gave in the purchase modal, kept for the next invoices. */
  account: PurchaseAccount | null;
  /**
   * The VAT rate charged (README 'VAT'): the plan's at home, the customer's country's for EU
   * consumers, 0 for reverse charge and customers outside the EU.
   */
  taxPercent: number | null;
  reverseCharge: boolean;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const subscriptionSchema = new Schema<SubscriptionDoc>(
  {
    kitchenId: { type: Schema.Types.ObjectId, required: true, unique: true },
    planId: { type: Schema.Types.ObjectId, required: true, index: true },
    status: { type: String, required: true, enum: SUBSCRIPTION_STATUSES },
    trialEndsAt: { type: Date, default: null },
    dueDate: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    kitchenDeleted: { type: Boolean, default: false },
    provider: { type: String, enum: ['stripe', 'embedded', null], default: null },
    customerRef: { type: String, default: null },
    providerSubscriptionRef: { type: String, default: null },
    currentPeriodStart: { type: Date, default: null },
    account: { type: Schema.Types.Mixed, default: null },
    taxPercent: { type: Number, default: null },
    reverseCharge: { type: Boolean, default: false },
  },
  { timestamps: true },
);
// The expiry sweep: live subscriptions by due date.
subscriptionSchema.index({ status: 1, dueDate: 1 });
// Provider events name the provider's subscription.
subscriptionSchema.index({ providerSubscriptionRef: 1 });
// Every change of state goes out as SubscriptionChanged on billing.subscription.v1, in the same write.
subscriptionSchema.plugin(outboxPlugin);

export type PurchaseAccount = Customer & {
  vatVerified: boolean;
  /** VIES's consultation number for the check that verified it (SELLER_VAT_NUMBER set), else null. */
  vatConsultation?: string | null;
  vatCheckedAt?: Date | null;
  companyName: string | null;
};

export const subscriptionModel = (connection: Connection): Model<SubscriptionDoc> =>
  (connection.models.Subscription as Model<SubscriptionDoc> | undefined) ??
  connection.model<SubscriptionDoc>('Subscription', subscriptionSchema);
