import { notDeleted } from '@brigade/events';
import { planLimitReached, type Locale } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { t } from '../i18n/messages';
import type { RecipeDoc, RecipeType } from '../recipes/recipe.model';
import type { KitchenPlans } from './kitchen-plans';

/** What a type counts against: menu items against dishesCount, everything else (UNKNOWN too, or it would be a way round the cap) against recipeCount. */
export const capOf = (type: RecipeType) => (type === 'MENU' ? 'dishes' : 'recipes');

/**
 * Refuses one more recipe beyond the plan's recipeCount or one more menu item beyond its
 * dishesCount. Count-then-write: two admins racing for the last slot may both get it; the
 * kitchen's counters show it and the next creation is refused.
 */
export async function ensureRoomFor(recipes: Model<RecipeDoc>, plans: KitchenPlans, kitchenId: string, type: RecipeType, locale: Locale) {
  const limits = await plans.limits(kitchenId);
  const dishes = capOf(type) === 'dishes';
  const allowed = dishes ? limits.dishesCount : limits.recipeCount;
  const types: RecipeType[] = dishes ? ['MENU'] : ['RECIPE', 'UNKNOWN'];
  const used = await recipes.countDocuments({ ...notDeleted, kitchenId: new Types.ObjectId(kitchenId), type: { $in: types } });
  if (used >= allowed) throw planLimitReached(t(locale, dishes ? 'dishLimit' : 'recipeLimit', { used, allowed }), { used, allowed });
}
