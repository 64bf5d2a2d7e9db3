import { notDeleted } from '@brigade/events';
import { tenantFilter, type RequestContext } from '@brigade/service-kit';
import { isValidObjectId, type Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

const toGraph = (r: RecipeDoc) => ({
  id: r._id.toHexString(),
  title: r.title,
  description: r.description ?? null,
  type: r.type,
  status: r.status,
  kitchenId: r.kitchenId.toHexString(),
  categoryId: r.categoryId?.toHexString() ?? null,
  subCategoryId: r.subCategoryId?.toHexString() ?? null,
});

/** Reads go through the tenant filter: another kitchen's recipe reads as not there. Cook restrictions come with #6. */
export function recipeResolvers(recipes: Model<RecipeDoc>) {
  return {
    Query: {
      getRecipeMenuById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const scope = tenantFilter(ctx.caller);
        if (!isValidObjectId(id)) return null;
        const recipe = await recipes.findOne({ _id: id, ...notDeleted, ...scope }).lean<RecipeDoc>();
        return recipe ? toGraph(recipe) : null;
      },
    },
  };
}
