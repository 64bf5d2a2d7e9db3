import type { Model, Types } from 'mongoose';
import type { CookProjection } from '../cooks/cook-projection';
import type { RecipeAccess } from '../recipes/recipe-access';
import type { RecipeDoc } from '../recipes/recipe.model';

/**
 * The kitchen's active cooks who may see a recipe as it is stored now, through the same scope as
 * their own reads (restrictions, status, the per-cook allowance): who is asked to read it and who
 * is told of a release. One query per cook: kitchens have plan-sized numbers of cooks.
 */
export function cookAudience(recipes: Model<RecipeDoc>, access: RecipeAccess, cooks: CookProjection) {
  return async (recipeId: Types.ObjectId, kitchenId: Types.ObjectId): Promise<string[]> => {
    const audience: string[] = [];
    for (const cook of await cooks.activeCooksOf(kitchenId.toHexString())) {
      if (await recipes.exists({ $and: [await access.cookScope(kitchenId, cook._id), { _id: recipeId }] })) audience.push(cook._id);
    }
    return audience;
  };
}
