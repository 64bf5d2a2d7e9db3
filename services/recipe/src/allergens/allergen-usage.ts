import { notDeleted } from '@brigade/events';
import { toObjectId, toObjectIds, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { RecipeView } from '../recipes/recipe.view';
import type { VisibleRecipes } from '../recipes/visible-recipes';

/** An allergen as recipe knows it: catalog owns it, recipe answers which recipes carry it. */
export type AllergenRef = { __typename?: 'Allergen'; id: string };

/** How many recipes a delete dialog names. */
const FIRST_TITLES = 5;

/** A recipe carries an allergen when its stored profile contains or may contain it (own allergens, lines, sub-recipes). */
const carrying = (ids: Types.ObjectId[]) => ({
  ...notDeleted,
  $or: [{ effectiveAllergenIds: { $in: ids } }, { mayContainAllergenIds: { $in: ids } }],
});

/**
 * `Allergen.usedInRecipes` and `recipesCarrying` (README 'Allergens and search'): counted from the
 * stored roll-up, inside the caller's scope (a super admin every kitchen's, anyone else what they
 * may open), batched per request so a page of allergens costs one query.
 */
export function allergenUsageResolvers(visible: VisibleRecipes) {
  const carriers = (ctx: RequestContext, id: string) =>
    ctx
      .loader<string, RecipeDoc[]>('allergen:recipes', async (ids) => {
        const wanted = toObjectIds(ids);
        const docs = await visible.raw
          .find(
            { $and: [await visible.scope(ctx), carrying(wanted)] },
            { projection: { _id: 1, title: 1, effectiveAllergenIds: 1, mayContainAllergenIds: 1 } },
          )
          .sort({ title: 1, _id: 1 })
          .toArray();
        const carries = (d: RecipeDoc, allergenId: string) =>
          [...(d.effectiveAllergenIds ?? []), ...(d.mayContainAllergenIds ?? [])].some((a) => a.toHexString() === allergenId);
        return ids.map((i) => docs.filter((d) => carries(d, i.toLowerCase())));
      })
      .load(id);
  return {
    Allergen: {
      __resolveReference: (ref: AllergenRef) => (toObjectId(ref.id) ? { id: ref.id } : null),
      usedInRecipes: async (a: AllergenRef, _: unknown, ctx: RequestContext) => (await carriers(ctx, a.id)).length,
      recipesCarrying: async (a: AllergenRef, _: unknown, ctx: RequestContext): Promise<RecipeView[]> => {
        const first = (await carriers(ctx, a.id)).slice(0, FIRST_TITLES).map((d) => d._id);
        const views = await Promise.all(first.map((id) => visible.byId(ctx, id.toHexString())));
        return views.filter((v): v is RecipeView => v !== null);
      },
    },
  };
}
