import type { KitchenPlan } from './queries';

export type Limited = 'cooks' | 'recipes' | 'dishes';

/**
 * What the kitchen uses of one of its plan's limits; null while the plan is unknown. `listed` is
 * the total of the list on screen, when it shows every record: it wins over the kitchen's counter,
 * which follows a create or delete only once its event is through.
 */
export function usageOf(
  kitchen: KitchenPlan | null,
  what: Limited,
  listed?: number,
): { used: number; allowed: number; full: boolean; counted: number } | null {
  const plan = kitchen?.activeSubscriptionPlan;
  if (!kitchen || !plan) return null;
  const [counted, allowed] =
    what === 'cooks'
      ? [kitchen.cooksCount, plan.cooksCount]
      : what === 'recipes'
        ? [kitchen.recipeCount, plan.recipeCount]
        : [kitchen.menuItemCount, plan.dishesCount];
  const used = listed ?? counted;
  return { used, allowed, full: used >= allowed, counted };
}
