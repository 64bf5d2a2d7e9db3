import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** One browser's push registration (the spec's `fcmToken` slot), as `PushManager.subscribe()` returns it. */
export type PushSubscriptionDoc = {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** Copied from the user at subscribe time so kitchen-wide sends need no call to the users collection. */
  kitchenId: Types.ObjectId | null;
  /** The push service URL; it identifies the browser registration, so one endpoint belongs to one user. */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent?: string;
  createdAt: Date;
  lastSuccessAt?: Date;
};

const pushSubscriptionSchema = new Schema<PushSubscriptionDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    kitchenId: { type: Schema.Types.ObjectId, default: null, index: true },
    endpoint: { type: String, required: true, unique: true },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
    userAgent: String,
    lastSuccessAt: Date,
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const pushSubscriptionModel = (connection: Connection): Model<PushSubscriptionDoc> =>
  connection.model<PushSubscriptionDoc>('PushSubscription', pushSubscriptionSchema);
