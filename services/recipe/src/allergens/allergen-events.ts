import type { EventEnvelope, IngredientEvents } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { IngredientProjection } from '../ingredients/ingredient-projection';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { AllergenProjection } from './allergen-projection';
import type { RollUpRefresher } from './recompute';

const oid = (id: unknown, what: string) => {
  if (typeof id !== 'string' || !isValidObjectId(id)) throw new Error(`${what} needs a valid allergenId`);
  return new Types.ObjectId(id);
};

/**
 * Allergens on catalog.ingredient.v1. AllergenChanged keeps the list a profile answers for; a
 * newly created allergen needs no recompute, as no line can state anything about it yet (it reads
 * UNKNOWN). A deleted one leaves ingredients and recipes, and every recipe mentioning it is rolled
 * up again. Not RecipeUpdated news.
 */
export function allergenEventHandlers(
  recipes: Model<RecipeDoc>,
  allergens: AllergenProjection,
  ingredients: IngredientProjection,
  rollUps: RollUpRefresher,
) {
  return {
    AllergenChanged: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['AllergenChanged'];
      oid(p.allergenId, 'AllergenChanged');
      await allergens.changed({ _id: p.allergenId, code: p.code ?? null, status: p.status ?? 'ACTIVE', asOf: event.occurredAt });
    },
    AllergenDeleted: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['AllergenDeleted'];
      const id = oid(p.allergenId, 'AllergenDeleted');
      await allergens.deleted(p.allergenId, event.occurredAt);
      await ingredients.forgetAllergen(p.allergenId);
      await recipes.updateMany({ allergenIds: id }, { $pull: { allergenIds: id } });
      await rollUps.refreshMatching({
        $or: [
          { effectiveAllergenIds: id },
          { mayContainAllergenIds: id },
          { knownFreeAllergenIds: id },
          { 'allergenVia.allergenId': p.allergenId },
        ],
      });
    },
  };
}
