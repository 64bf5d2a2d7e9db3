import type { PlanLimits } from '@brigade/events';
import { usageCaps, type OwnerLookup, type RequestContext } from '@brigade/service-kit';
import type { Connection } from 'mongoose';

export type RecipeLimits = Pick<PlanLimits, 'recipeCount' | 'dishesCount' | 'perCookViewRecipeCount'>;

/** A kitchen's plan limits and overdue state as billing last stated them (billing.subscription.v1). */
export type KitchenPlan = RecipeLimits & { _id: string; overdue: boolean; asOf: string };

/**
 * Recipe's projection of billing: before billing has said anything about a kitchen, it has the
 * trial's allowance (`TRIAL_*_LIMIT`, README 'Plans') and is not overdue. Newest statement wins.
 */
type Billed = { id: string; subscriptionPlan: RecipeLimits | null };

/** `askBilling`: billing, the owner of plans, asked only before a cap refuses (plan-limits.ts). */
export function kitchenPlans(connection: Connection, trial: RecipeLimits, askBilling: OwnerLookup) {
  const plans = connection.collection<KitchenPlan>('kitchen_plans');
  return {
    /** The limits of the plan billing holds for the kitchen now, as the caller may see it; null when it shows none. */
    async billed(ctx: RequestContext, kitchenId: string): Promise<RecipeLimits | null> {
      const [kitchen] = await askBilling<Billed>(
        ctx,
        'Kitchen',
        [kitchenId],
        'subscriptionPlan { recipeCount dishesCount perCookViewRecipeCount }',
      );
      return kitchen?.subscriptionPlan ?? null;
    },
    /** How many recipes and dishes each kitchen has taken of its caps (plan-limits.ts). */
    caps: usageCaps(connection),
    async limits(kitchenId: string): Promise<RecipeLimits & { overdue: boolean }> {
      const plan = await plans.findOne({ _id: kitchenId });
      return plan ?? { ...trial, overdue: false };
    },
    async stated(kitchenId: string, asOf: string, limits: PlanLimits, overdue: boolean): Promise<void> {
      const fields = {
        recipeCount: limits.recipeCount,
        dishesCount: limits.dishesCount,
        perCookViewRecipeCount: limits.perCookViewRecipeCount,
        overdue,
        asOf,
      };
      const updated = await plans.updateOne({ _id: kitchenId, asOf: { $lt: asOf } }, { $set: fields });
      if (updated.matchedCount === 0) await plans.updateOne({ _id: kitchenId }, { $setOnInsert: fields }, { upsert: true });
    },
    forget: (kitchenId: string) => plans.deleteOne({ _id: kitchenId }),
  };
}

export type KitchenPlans = ReturnType<typeof kitchenPlans>;
