import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { moveSubscription } from './move-subscription';
import type { SubscriptionDoc } from './subscription.model';

/** Stripe reports a failed renewal itself (invoice.payment_failed); the sweep only catches a webhook that never came. */
export const STRIPE_GRACE_MS = 24 * 3600 * 1000;

/**
 * A trial or paid period whose due date has passed without a payment makes the kitchen overdue
 * (PAST_DUE), or ends the subscription when it was canceled at period end (CANCELED); either is
 * announced so identity, kitchen and recipe apply it. Each subscription is moved only from the
 * state it was read in, so a payment landing at the same moment wins. Returns how many moved.
 */
export async function sweepOverdue(subscriptions: Model<SubscriptionDoc>, plans: Model<PlanDoc>, now = new Date()): Promise<number> {
  const due = await subscriptions
    .find({
      status: { $in: ['TRIALING', 'ACTIVE'] },
      kitchenDeleted: false,
      $or: [
        { provider: { $ne: 'stripe' }, dueDate: { $lt: now } },
        { provider: 'stripe', dueDate: { $lt: new Date(now.getTime() - STRIPE_GRACE_MS) } },
      ],
    })
    .lean<SubscriptionDoc[]>();
  let moved = 0;
  for (const sub of due) {
    const status = sub.cancelAtPeriodEnd ? ('CANCELED' as const) : ('PAST_DUE' as const);
    if (await moveSubscription(subscriptions, plans, sub, { status }, { status: sub.status, dueDate: sub.dueDate })) moved += 1;
  }
  return moved;
}

/** Runs the sweep every `everyMs` until stopped; a failed sweep is logged and tried again next time. */
export function startOverdueSweeps(run: () => Promise<number>, everyMs: number, onError: (error: unknown) => void) {
  const timer = setInterval(() => void run().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
