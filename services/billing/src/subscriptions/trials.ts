import { eventHandlers, KitchenEvents } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { subscriptionChanged } from './subscription-events';
import type { SubscriptionDoc } from './subscription.model';

const DAY_MS = 24 * 3600 * 1000;

/** The plan a new kitchen tries: the cheapest active monthly plan (README 'Trials'). */
export async function defaultTrialPlan(plans: Model<PlanDoc>): Promise<PlanDoc | null> {
  return plans.findOne({ status: 'ACTIVE', subscriptionPlan: 'MONTHLY' }).sort({ priceCents: 1, _id: 1 }).lean<PlanDoc>();
}

/**
 * kitchen.kitchen.v1. A new kitchen starts the default plan's free trial, counted from the
 * kitchen's creation, and its state goes out in the same write. A redelivered KitchenCreated
 * finds the subscription there and changes nothing. A deleted kitchen's subscription is canceled
 * and kept (payments refer to it); the other services clean up after KitchenDeleted themselves.
 */
export function kitchenEventHandlers(subscriptions: Model<SubscriptionDoc>, plans: Model<PlanDoc>) {
  return eventHandlers(KitchenEvents, {
    KitchenCreated: async ({ kitchenId }, event) => {
      const id = toObjectId(kitchenId, 'KitchenCreated.kitchenId');
      const plan = await defaultTrialPlan(plans);
      if (!plan) throw new Error('no active monthly plan to start a trial on');
      const trialEndsAt = new Date(Date.parse(event.occurredAt) + plan.freeDemoDays * DAY_MS);
      const sub = { kitchenId: id, planId: plan._id, status: 'TRIALING' as const, dueDate: trialEndsAt };
      await subscriptions.updateOne(
        { kitchenId: sub.kitchenId },
        {
          $setOnInsert: { ...sub, trialEndsAt, cancelAtPeriodEnd: false, kitchenDeleted: false, _outbox: [subscriptionChanged(sub, plan)] },
        },
        { upsert: true },
      );
    },
    KitchenDeleted: async ({ kitchenId }) => {
      const id = toObjectId(kitchenId);
      if (!id) return;
      await subscriptions.updateOne({ kitchenId: id }, { $set: { status: 'CANCELED', kitchenDeleted: true } });
    },
  });
}
