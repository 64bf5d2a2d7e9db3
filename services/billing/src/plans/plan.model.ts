import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type PlanDoc = {
  _id: Types.ObjectId;
  name: string;
  cooksCount: number;
  recipeCount: number;
  perCookViewRecipeCount: number;
  dishesCount: number;
  price: number;
  tax: number;
  discount: number;
  subscriptionPlan: 'UNKNOWN' | 'MONTHLY' | 'ANNUAL';
  status: 'ACTIVE' | 'PAUSED';
  freeDemoDays: number;
  /** In GB. */
  storageCapacity: number;
};

const count = { type: Number, required: true, min: 0 };
const planSchema = new Schema<PlanDoc>(
  {
    name: { type: String, required: true, trim: true },
    cooksCount: count,
    recipeCount: count,
    perCookViewRecipeCount: count,
    dishesCount: count,
    price: { type: Number, required: true, min: 0 },
    tax: { type: Number, required: true, min: 0, max: 100 },
    discount: { type: Number, required: true, min: 0, max: 100 },
    subscriptionPlan: { type: String, required: true, enum: ['UNKNOWN', 'MONTHLY', 'ANNUAL'] },
    status: { type: String, required: true, enum: ['ACTIVE', 'PAUSED'], default: 'ACTIVE' },
    freeDemoDays: count,
    storageCapacity: count,
  },
  { timestamps: true },
);
planSchema.index({ name: 1, subscriptionPlan: 1 }, { unique: true });

export const planModel = (connection: Connection): Model<PlanDoc> => connection.model<PlanDoc>('SubscriptionPlan', planSchema);
