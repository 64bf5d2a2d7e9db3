import { eventHandlers, IngredientEvents } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { IngredientProjection } from '../ingredients/ingredient-projection';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { AllergenProjection } from './allergen-projection';
import type { RollUpRefresher } from './recompute';

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
  return eventHandlers(IngredientEvents, {
    AllergenChanged: async (p, event) => {
      toObjectId(p.allergenId, 'AllergenChanged.allergenId');
      await allergens.changed({ _id: p.allergenId, code: p.code, status: p.status, asOf: event.occurredAt });
    },
    AllergenDeleted: async (p, event) => {
      const id = toObjectId(p.allergenId, 'AllergenDeleted.allergenId');
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
  });
}
