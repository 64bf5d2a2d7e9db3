import type { RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { Actor } from '../access/scope';
import type { RecipeUsageDoc } from './recipe-usage.model';

type UsedField = 'ingredientIds' | 'allergenIds';

/** How many recipes (of every kitchen) use this id: what deleting it would break. */
export const recipesUsing = (usage: Model<RecipeUsageDoc>, field: UsedField, id: string) =>
  usage.countDocuments({ [field]: id.toLowerCase() });

/**
 * Recipes using each id, for the `recipeCount` fields: batched per request, and counting only the
 * recipes the caller can see (a kitchen learns nothing about other kitchens' recipes).
 */
export function recipeCount(usage: Model<RecipeUsageDoc>, ctx: RequestContext, actor: Actor, field: UsedField, id: string) {
  return ctx
    .loader<string, number>(`usage:${field}`, async (ids) => {
      const wanted = ids.map((i) => i.toLowerCase());
      // Without a kitchen, '' matches no recipe.
      const scope = actor.role === 'SUPER_ADMIN' ? {} : { kitchenId: actor.kitchenId?.toHexString() ?? '' };
      const counts = await usage.aggregate<{ _id: string; n: number }>([
        { $match: { ...scope, [field]: { $in: wanted } } },
        { $unwind: `$${field}` },
        { $match: { [field]: { $in: wanted } } },
        { $group: { _id: `$${field}`, n: { $sum: 1 } } },
      ]);
      const byId = new Map(counts.map((c) => [c._id, c.n]));
      return wanted.map((i) => byId.get(i) ?? 0);
    })
    .load(id);
}
