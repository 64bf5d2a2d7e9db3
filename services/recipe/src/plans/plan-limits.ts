import { notDeleted } from '@brigade/events';
import { planLimitReached, type Grant, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { t } from '../i18n/messages';
import type { RecipeDoc, RecipeType } from '../recipes/recipe.model';
import type { KitchenPlans, RecipeLimits } from './kitchen-plans';

type Cap = 'dishes' | 'recipes';

/** What a type counts against: menu items against dishesCount, everything else (UNKNOWN too, or it would be a way round the cap) against recipeCount. */
export const capOf = (type: RecipeType): Cap => (type === 'MENU' ? 'dishes' : 'recipes');

const TYPES_OF: Record<Cap, RecipeType[]> = { dishes: ['MENU'], recipes: ['RECIPE', 'UNKNOWN'] };

/**
 * Takes a place for one more recipe within the plan's recipeCount, or menu item within its
 * dishesCount, or refuses with PLAN_LIMIT_REACHED. The place is reserved atomically in the
 * database (service-kit's usage caps), so racing requests on any replica never take more than
 * the plan allows; give it back (`inSlot`) if the write does not happen. Before refusing, billing
 * is asked for the plan it holds now (README 'Read your own writes'): a larger plan bought a moment
 * ago gives its room at once, before its SubscriptionChanged arrives.
 */
export async function roomFor(
  recipes: Model<RecipeDoc>,
  plans: KitchenPlans,
  kitchenId: string,
  type: RecipeType,
  ctx: RequestContext,
): Promise<Grant> {
  const cap = capOf(type);
  const allowedBy = (limits: RecipeLimits) => (cap === 'dishes' ? limits.dishesCount : limits.recipeCount);
  const count = () => recipes.countDocuments({ ...notDeleted, kitchenId: new Types.ObjectId(kitchenId), type: { $in: TYPES_OF[cap] } });
  let allowed = allowedBy(await plans.limits(kitchenId));
  let place = await plans.caps.reserve({ kitchenId, cap }, allowed, count);
  if (!place.granted) {
    const billed = await plans.billed(ctx, kitchenId);
    if (billed && allowedBy(billed) > allowed) {
      allowed = allowedBy(billed);
      place = await plans.caps.reserve({ kitchenId, cap }, allowed, count);
    }
  }
  if (!place.granted) {
    const used = place.used;
    throw planLimitReached(t(ctx.locale, cap === 'dishes' ? 'dishLimit' : 'recipeLimit', { used, allowed }), { used, allowed });
  }
  return place;
}

/** Before a recipe leaves its cap (deleted, or moved to the other type); call what it returns once it has. */
export const freeingRoomOf = (plans: KitchenPlans, kitchenId: string, type: RecipeType) =>
  plans.caps.freeing({ kitchenId, cap: capOf(type) });
