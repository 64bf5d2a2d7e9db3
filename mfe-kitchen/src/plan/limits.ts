import type { KitchenPlan } from './queries';

export type Limited = 'cooks' | 'recipes' | 'dishes';

/** What the kitchen uses of one of its plan's limits; null while the plan is unknown. */
export function usageOf(kitchen: KitchenPlan | null, what: Limited): { used: number; allowed: number; full: boolean } | null {
  const plan = kitchen?.activeSubscriptionPlan;
  if (!kitchen || !plan) return null;
  const [used, allowed] =
    what === 'cooks'
      ? [kitchen.cooksCount, plan.cooksCount]
      : what === 'recipes'
        ? [kitchen.recipeCount, plan.recipeCount]
        : [kitchen.menuItemCount, plan.dishesCount];
  return { used, allowed, full: used >= allowed };
}
