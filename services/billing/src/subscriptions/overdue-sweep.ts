import { withEvents } from '@brigade/events';
import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { subscriptionChanged } from './subscription-events';
import type { SubscriptionDoc } from './subscription.model';

/**
 * A trial or paid period whose due date has passed without a payment makes the kitchen overdue
 * (PAST_DUE), announced so identity, kitchen and recipe apply it. Each subscription is moved only
 * from the state it was read in, so a payment landing at the same moment wins. Returns how many
 * became overdue.
 */
export async function sweepOverdue(subscriptions: Model<SubscriptionDoc>, plans: Model<PlanDoc>, now = new Date()): Promise<number> {
  const due = await subscriptions
    .find({ status: { $in: ['TRIALING', 'ACTIVE'] }, dueDate: { $lt: now }, kitchenDeleted: false })
    .lean<SubscriptionDoc[]>();
  let moved = 0;
  for (const sub of due) {
    const plan = await plans.findById(sub.planId).lean<PlanDoc>();
    if (!plan) continue;
    const next = { ...sub, status: 'PAST_DUE' as const };
    const updated = await subscriptions.updateOne(
      { _id: sub._id, status: sub.status, dueDate: sub.dueDate },
      { $set: { status: 'PAST_DUE' }, ...withEvents([subscriptionChanged(next, plan)]) },
    );
    moved += updated.modifiedCount;
  }
  return moved;
}

/** Runs the sweep every `everyMs` until stopped; a failed sweep is logged and tried again next time. */
export function startOverdueSweeps(run: () => Promise<number>, everyMs: number, onError: (error: unknown) => void) {
  const timer = setInterval(() => void run().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
