import { withEvents } from '@brigade/events';
import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { subscriptionChanged } from './subscription-events';
import { holdersOf, type SubscriptionDoc } from './subscription.model';

const LIMIT_FIELDS = ['cooksCount', 'recipeCount', 'dishesCount', 'perCookViewRecipeCount', 'storageCapacity', 'showsAds'] as const;

/** Whether a change of plan alters what its kitchens may do (limits, ads) rather than what they pay. */
export const changesAllowance = (before: PlanDoc, after: PlanDoc) => LIMIT_FIELDS.some((field) => before[field] !== after[field]);

/**
 * The platform owner changed a plan's limits or ads: every kitchen holding it is told its new
 * allowance at once (prices, by contrast, apply from the next billing cycle). One write per
 * subscription, each with its SubscriptionChanged.
 */
export async function announcePlanChange(subscriptions: Model<SubscriptionDoc>, plan: PlanDoc): Promise<number> {
  const holders = await subscriptions.find(holdersOf(plan._id)).lean<SubscriptionDoc[]>();
  for (const sub of holders) await subscriptions.updateOne({ _id: sub._id }, withEvents([subscriptionChanged(sub, plan)]));
  return holders.length;
}
