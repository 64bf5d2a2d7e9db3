import { toObjectId, toObjectIds, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { PlanDoc } from '../plans/plan.model';
import { readsKitchen, readsKitchenMoney } from '../access';
import { planLoader } from '../plans/plan-loader';
import { planView } from '../plans/plan.view';
import type { PaymentDoc } from '../payments/payment.model';
import { paymentView } from '../payments/payment.view';
import { adsShown, isOverdue } from '../subscriptions/subscription-events';
import { LIVE_STATUSES, type SubscriptionDoc } from '../subscriptions/subscription.model';

const DAY_MS = 24 * 3600 * 1000;
/** A kitchen as billing sees it: the federation reference its Kitchen fields complete. */
export type KitchenRef = { id: string };

/** The due-date summary the shell and consoles show (README 'Due dates'). */
export function dueDateOf(sub: SubscriptionDoc, plan: PlanDoc | null, now = new Date()) {
  const dueDate = sub.dueDate;
  const isFreeTrial = sub.status === 'TRIALING';
  return {
    dueDate: dueDate?.toISOString() ?? null,
    dueInDays: dueDate ? Math.ceil((dueDate.getTime() - now.getTime()) / DAY_MS) : null,
    isDue: isOverdue(sub.status) || (dueDate !== null && dueDate.getTime() <= now.getTime()),
    isFreeTrial,
    shouldShowAds: adsShown(sub.status, plan),
    cancelAt: sub.cancelAtPeriodEnd && sub.status !== 'CANCELED' ? (dueDate?.toISOString() ?? null) : null,
  };
}

/** Kitchen fields billing adds through federation; each subscription is read once per request. */
export function kitchenBillingResolvers(subscriptions: Model<SubscriptionDoc>, plans: Model<PlanDoc>, payments: Model<PaymentDoc>) {
  const subscriptionOf = (ctx: RequestContext, kitchenId: string) =>
    ctx
      .loader<string, SubscriptionDoc | null>('subscriptionByKitchen', async (ids) => {
        const valid = toObjectIds(ids);
        const found = await subscriptions.find({ kitchenId: { $in: valid } }).lean<SubscriptionDoc[]>();
        const byKitchen = new Map(found.map((s) => [s.kitchenId.toHexString(), s]));
        return ids.map((id) => byKitchen.get(id) ?? null);
      })
      .load(kitchenId);
  const planOf = planLoader(plans);

  async function billing(ref: KitchenRef, ctx: RequestContext) {
    if (!readsKitchen(ctx, ref.id)) return null;
    const sub = await subscriptionOf(ctx, ref.id);
    if (!sub || sub.kitchenDeleted) return null;
    return { sub, plan: await planOf(ctx, sub.planId) };
  }

  return {
    __resolveReference: (ref: KitchenRef) => ({ id: ref.id }),
    /** The plan the kitchen holds while its subscription is live (trial, active or past due). */
    activeSubscriptionPlan: async (ref: KitchenRef, _: unknown, ctx: RequestContext) => {
      const found = await billing(ref, ctx);
      const live = found && LIVE_STATUSES.includes(found.sub.status);
      return live && found.plan ? planView(found.plan) : null;
    },
    /** The plan of its subscription, whatever the subscription's state. */
    subscriptionPlan: async (ref: KitchenRef, _: unknown, ctx: RequestContext) => {
      const found = await billing(ref, ctx);
      return found?.plan ? planView(found.plan) : null;
    },
    /** The plans the kitchen may move to, with their Stripe prices (for the purchase modal). */
    getAllPlans: async (ref: KitchenRef, _: unknown, ctx: RequestContext) => {
      if (!readsKitchen(ctx, ref.id)) return [];
      const offered = await plans.find({ status: 'ACTIVE' }).sort({ priceCents: 1, name: 1 }).lean<PlanDoc[]>();
      return offered.map((p) => ({ id: p._id.toHexString(), name: p.name, priceId: p.stripePriceId }));
    },
    /** The newest paid payment, for admins (cooks do not see the kitchen's money). */
    lastPayment: async (ref: KitchenRef, _: unknown, ctx: RequestContext) => {
      const kitchenId = toObjectId(ref.id);
      if (!readsKitchenMoney(ctx, ref.id) || !kitchenId) return null;
      const last = await payments.findOne({ kitchenId, status: 'PAID' }).sort({ paymentAt: -1 }).lean<PaymentDoc>();
      return last ? paymentView(last) : null;
    },
    getPaymentDueDate: async (ref: KitchenRef, _: unknown, ctx: RequestContext) => {
      const found = await billing(ref, ctx);
      return found ? dueDateOf(found.sub, found.plan) : null;
    },
  };
}
