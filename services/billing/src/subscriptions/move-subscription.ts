import { withEvents } from '@brigade/events';
import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { subscriptionChanged } from './subscription-events';
import type { SubscriptionDoc } from './subscription.model';

/**
 * Changes a subscription and announces its new state in the same write (billing.subscription.v1
 * through the outbox), so identity, kitchen and recipe never miss a change. `guard` limits the
 * write to the state the caller read, so a concurrent change wins. Returns whether it changed.
 */
export async function moveSubscription(
  subscriptions: Model<SubscriptionDoc>,
  plans: Model<PlanDoc>,
  sub: SubscriptionDoc,
  set: Partial<SubscriptionDoc>,
  guard: Record<string, unknown> = {},
): Promise<boolean> {
  const next = { ...sub, ...set };
  // A held plan cannot be deleted (README 'Rules'); without one there are no limits to announce.
  const plan = await plans.findById(next.planId).lean<PlanDoc>();
  const update = { $set: set, ...(plan ? withEvents([subscriptionChanged(next, plan)]) : {}) };
  const result = await subscriptions.updateOne({ _id: sub._id, ...guard }, update);
  return result.modifiedCount === 1;
}
