import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const PLAN_CYCLES = ['UNKNOWN', 'MONTHLY', 'ANNUAL'] as const;
export const PLAN_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** Money is integer cents with its currency (never a float); tax and discount are percentages. */
export type PlanDoc = {
  _id: Types.ObjectId;
  name: string;
  cooksCount: number;
  recipeCount: number;
  perCookViewRecipeCount: number;
  dishesCount: number;
  /** Price per billing cycle, before discount and tax, in cents of `currency`. */
  priceCents: number;
  currency: 'EUR';
  tax: number;
  discount: number;
  subscriptionPlan: (typeof PLAN_CYCLES)[number];
  /** PAUSED: deactivated, no longer offered; its subscribers keep it. */
  status: (typeof PLAN_STATUSES)[number];
  freeDemoDays: number;
  /** In GB. */
  storageCapacity: number;
  /** Kitchens on this plan see the house ads (every kitchen does during its free trial). */
  showsAds: boolean;
  /** The Stripe price this plan is sold as, once the Stripe adapter has created it. */
  stripePriceId: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const count = { type: Number, required: true, min: 0, validate: Number.isInteger };
const percent = { type: Number, required: true, min: 0, max: 100 };
const planSchema = new Schema<PlanDoc>(
  {
    name: { type: String, required: true, trim: true },
    cooksCount: count,
    recipeCount: count,
    perCookViewRecipeCount: count,
    dishesCount: count,
    priceCents: count,
    currency: { type: String, required: true, enum: ['EUR'], default: 'EUR' },
    tax: percent,
    discount: percent,
    subscriptionPlan: { type: String, required: true, enum: PLAN_CYCLES },
    status: { type: String, required: true, enum: PLAN_STATUSES, default: 'ACTIVE' },
    freeDemoDays: count,
    storageCapacity: count,
    showsAds: { type: Boolean, required: true, default: false },
    stripePriceId: { type: String, default: null },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
planSchema.index({ name: 1, subscriptionPlan: 1 }, { unique: true });
planSchema.index({ status: 1, priceCents: 1 });

export const planModel = (connection: Connection): Model<PlanDoc> =>
  (connection.models.SubscriptionPlan as Model<PlanDoc> | undefined) ?? connection.model<PlanDoc>('SubscriptionPlan', planSchema);
