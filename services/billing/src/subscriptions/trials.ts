import type { EventEnvelope, KitchenEvents } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
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
  return {
    KitchenCreated: async (event: EventEnvelope) => {
      const { kitchenId } = event.payload as KitchenEvents['KitchenCreated'];
      if (typeof kitchenId !== 'string' || !isValidObjectId(kitchenId)) throw new Error('KitchenCreated needs a kitchenId');
      const plan = await defaultTrialPlan(plans);
      if (!plan) throw new Error('no active monthly plan to start a trial on');
      const trialEndsAt = new Date(Date.parse(event.occurredAt) + plan.freeDemoDays * DAY_MS);
      const sub = { kitchenId: new Types.ObjectId(kitchenId), planId: plan._id, status: 'TRIALING' as const, dueDate: trialEndsAt };
      await subscriptions.updateOne(
        { kitchenId: sub.kitchenId },
        {
          $setOnInsert: { ...sub, trialEndsAt, cancelAtPeriodEnd: false, kitchenDeleted: false, _outbox: [subscriptionChanged(sub, plan)] },
        },
        { upsert: true },
      );
    },
    KitchenDeleted: async (event: EventEnvelope) => {
      const { kitchenId } = event.payload as KitchenEvents['KitchenDeleted'];
      if (typeof kitchenId !== 'string' || !isValidObjectId(kitchenId)) return;
      await subscriptions.updateOne({ kitchenId: new Types.ObjectId(kitchenId) }, { $set: { status: 'CANCELED', kitchenDeleted: true } });
    },
  };
}
