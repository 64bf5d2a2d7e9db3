import { notDeleted } from '@brigade/events';
import { toObjectIds, type RequestContext } from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import { readable, type Actor } from '../access/scope';
import { ingredientsNaming } from '../ingredients/allergen-statements';
import type { IngredientDoc } from '../ingredients/ingredient.model';
import { ingredientView, type IngredientView } from '../ingredients/ingredient.view';
import { FIRST_NAMES } from './regulated';

/** Ingredients that put an allergen on a label (contains or may contain), inside the caller's scope. */
const carrying = (allergenId: Types.ObjectId, actor: Actor) => ({
  ...ingredientsNaming(allergenId, 'used'),
  ...notDeleted,
  ...readable(actor),
});

/**
 * `usedInIngredients` for a page of allergens: one aggregate per request, whatever the page holds,
 * counting only what the caller sees (a kitchen never learns of another kitchen's ingredients).
 */
export function ingredientCount(ingredients: Model<IngredientDoc>, ctx: RequestContext, actor: Actor, allergenId: string) {
  return ctx
    .loader<string, number>('allergen:ingredients', async (ids) => {
      const wanted = toObjectIds(ids);
      // Counted here rather than in an aggregate: the lists are short, and the embedded MongoDB need not know $setUnion.
      const docs = await ingredients
        .find({ ...notDeleted, ...readable(actor), $or: [{ allergenIds: { $in: wanted } }, { mayContainAllergenIds: { $in: wanted } }] })
        .select({ allergenIds: 1, mayContainAllergenIds: 1 })
        .lean<Pick<IngredientDoc, 'allergenIds' | 'mayContainAllergenIds'>[]>();
      const byId = new Map<string, number>();
      for (const doc of docs) {
        const carried = new Set([...(doc.allergenIds ?? []), ...(doc.mayContainAllergenIds ?? [])].map((a) => a.toHexString()));
        for (const id of carried) byId.set(id, (byId.get(id) ?? 0) + 1);
      }
      return ids.map((id) => byId.get(id.toLowerCase()) ?? 0);
    })
    .load(allergenId);
}

/** The first few ingredients carrying it, by name: what a delete dialog and a refusal name. */
export function firstCarrying(ingredients: Model<IngredientDoc>, actor: Actor, allergenId: Types.ObjectId): Promise<IngredientView[]> {
  return ingredients
    .find(carrying(allergenId, actor))
    .sort({ name: 1, _id: 1 })
    .limit(FIRST_NAMES)
    .lean<IngredientDoc[]>()
    .then((docs) => docs.map(ingredientView));
}

/** Every ingredient carrying it, whatever kitchen: what deleting it would change. */
export const countCarrying = (ingredients: Model<IngredientDoc>, allergenId: Types.ObjectId) =>
  ingredients.countDocuments({ ...ingredientsNaming(allergenId, 'used'), ...notDeleted });
