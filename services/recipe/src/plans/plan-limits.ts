import { notDeleted } from '@brigade/events';
import { planLimitReached, type Locale } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { t } from '../i18n/messages';
import type { RecipeDoc, RecipeType } from '../recipes/recipe.model';
import type { KitchenPlans } from './kitchen-plans';

/**
 * Refuses one more RECIPE beyond the plan's recipeCount or one more MENU beyond its dishesCount
 * (UNKNOWN is not counted by any plan). Count-then-write: two admins racing for the last slot
 * may both get it; the kitchen's counters show it and the next creation is refused.
 */
export async function ensureRoomFor(recipes: Model<RecipeDoc>, plans: KitchenPlans, kitchenId: string, type: RecipeType, locale: Locale) {
  if (type === 'UNKNOWN') return;
  const limits = await plans.limits(kitchenId);
  const allowed = type === 'RECIPE' ? limits.recipeCount : limits.dishesCount;
  const used = await recipes.countDocuments({ ...notDeleted, kitchenId: new Types.ObjectId(kitchenId), type });
  if (used >= allowed)
    throw planLimitReached(t(locale, type === 'RECIPE' ? 'recipeLimit' : 'dishLimit', { used, allowed }), { used, allowed });
}
