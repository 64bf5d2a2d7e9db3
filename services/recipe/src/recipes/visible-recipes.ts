import { notDeleted } from '@brigade/events';
import { toObjectId, toObjectIds, type RequestContext } from '@brigade/service-kit';
import type { Model, mongo } from 'mongoose';
import type { RecipeAccess } from './recipe-access';
import type { RecipeDoc } from './recipe.model';
import { toGraph, type RecipeView } from './recipe.view';

type Filter = Record<string, unknown>;

/**
 * Recipes as the caller may see them (README 'Who sees what'), batched per request: federation
 * references, sub-recipe lines and usedIn all go through here, so whatever a response nests, each
 * level costs one query, and a cook's scope (allowance included) is worked out once.
 */
export function visibleRecipes(recipes: Model<RecipeDoc>, access: RecipeAccess) {
  // These reads run on every recipe opened or listed, with filters already cast (ObjectIds): the driver's
  // collection answers what a lean mongoose query would, without the query layer's casting and
  // option merging (~9 % of recipe's CPU under recipe-open, #26).
  const raw = recipes.collection as unknown as mongo.Collection<RecipeDoc>;
  // What outboxPlugin's `select: false` hid from mongoose reads: pending events are not a recipe's.
  const projection = { _outbox: 0, _deleted: 0 };
  const scope = (ctx: RequestContext): Promise<Filter> =>
    ctx
      .loader<string, Filter>('recipe:scope', async (keys) => {
        const filter = await access.readable(ctx);
        return keys.map(() => filter);
      })
      .load('caller');

  return {
    /** For list reads whose filter starts from `scope` (getRecipeMenu), with `projection`. */
    raw,
    projection,
    scope,
    /** One recipe the caller may see, or null (ids that cannot exist included). */
    one: async (ctx: RequestContext, id: string): Promise<RecipeDoc | null> => {
      const _id = toObjectId(id);
      return _id ? raw.findOne({ $and: [await scope(ctx), { _id }] }, { projection }) : null;
    },
    /**
     * Whether a recipe the caller may not see is one of their own kitchen's (kept from them: restricted, paused,
     * beyond the allowance) rather than one that is not there for them (deleted, never made, another kitchen's).
     */
    keptInOwnKitchen: async (ctx: RequestContext, id: string): Promise<boolean> => {
      const _id = toObjectId(id);
      const kitchenId = ctx.caller.kind === 'user' ? toObjectId(ctx.caller.kitchenId ?? '') : null;
      if (!_id || !kitchenId) return false;
      return (await raw.countDocuments({ _id, kitchenId, ...notDeleted }, { limit: 1 })) > 0;
    },
    /** The recipe if the caller may see it, else null. */
    byId: (ctx: RequestContext, id: string) =>
      ctx
        .loader<string, RecipeView | null>('recipeById', async (ids) => {
          const valid = toObjectIds(ids);
          const docs = await raw.find({ $and: [await scope(ctx), { _id: { $in: valid } }] }, { projection }).toArray();
          const byId = new Map(docs.map((d) => [d._id.toHexString(), toGraph(d)]));
          return ids.map((i) => byId.get(i) ?? null);
        })
        .load(id),
    /** The recipes using this one as a line that the caller may see, by title. */
    usedIn: (ctx: RequestContext, id: string) =>
      ctx
        .loader<string, RecipeView[]>('recipe:usedIn', async (ids) => {
          const valid = toObjectIds(ids);
          const docs = await raw
            .find({ $and: [await scope(ctx), { ...notDeleted, subRecipeIds: { $in: valid } }] }, { projection })
            .sort({ title: 1, _id: 1 })
            .toArray();
          return ids.map((i) => docs.filter((d) => (d.subRecipeIds ?? []).some((s) => s.toHexString() === i)).map((d) => toGraph(d)));
        })
        .load(id),
  };
}

export type VisibleRecipes = ReturnType<typeof visibleRecipes>;
