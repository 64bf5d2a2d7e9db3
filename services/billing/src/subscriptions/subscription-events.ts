import { newEvent, type SubscriptionEvents } from '@brigade/events';
import type { PlanDoc } from '../plans/plan.model';
import type { SubscriptionDoc } from './subscription.model';

/** House ads show during a free trial and on plans marked `showsAds` (README 'Subscriptions'). */
export const adsShown = (status: SubscriptionDoc['status'], plan: Pick<PlanDoc, 'showsAds'> | null) =>
  status === 'TRIALING' || Boolean(plan?.showsAds);

/** A kitchen that owes (past due) or stopped paying (canceled) must pay before it goes on (README 'Subscriptions'). */
export const isOverdue = (status: SubscriptionDoc['status']) => status === 'PAST_DUE' || status === 'CANCELED';

/**
 * billing.subscription.v1: the kitchen's whole subscription state (consumers keep the newest).
 * Limits are the plan's; `overdue` once a due date passed unpaid; ads during a free trial and on
 * plans marked `showsAds`.
 */
export function subscriptionChanged(sub: Pick<SubscriptionDoc, 'kitchenId' | 'planId' | 'status' | 'dueDate'>, plan: PlanDoc) {
  const payload: SubscriptionEvents['SubscriptionChanged'] = {
    kitchenId: sub.kitchenId.toHexString(),
    planId: sub.planId.toHexString(),
    status: sub.status,
    limits: {
      cooksCount: plan.cooksCount,
      recipeCount: plan.recipeCount,
      dishesCount: plan.dishesCount,
      perCookViewRecipeCount: plan.perCookViewRecipeCount,
      storageCapacity: plan.storageCapacity,
    },
    overdue: isOverdue(sub.status),
    isFreeTrial: sub.status === 'TRIALING',
    shouldShowAds: adsShown(sub.status, plan),
    dueDate: sub.dueDate?.toISOString() ?? null,
  };
  return newEvent('SubscriptionChanged', payload, { producer: 'billing', aggregateId: payload.kitchenId, kitchenId: payload.kitchenId });
}
