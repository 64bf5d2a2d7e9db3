import type { Connection, Types } from 'mongoose';

/** A subscription in these states still holds its plan: the kitchen is on trial, paying, or owes. */
export const LIVE_SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'PAST_DUE'] as const;

/** How many kitchens hold a plan, from the `subscriptions` collection the subscribing calls keep. */
export function subscriberCount(connection: Connection) {
  const subscriptions = connection.collection<{ planId: Types.ObjectId; status: string }>('subscriptions');
  return (planId: Types.ObjectId) => subscriptions.countDocuments({ planId, status: { $in: [...LIVE_SUBSCRIPTION_STATUSES] } });
}
