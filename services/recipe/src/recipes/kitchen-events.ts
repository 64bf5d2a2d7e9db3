import type { EventEnvelope, KitchenEvents } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

/**
 * kitchen.kitchen.v1: a deleted kitchen's recipes and dishes go with it. No RecipeDeleted events:
 * the kitchen's counters are gone and the catalog drops the kitchen's usage rows on the same
 * event. Naturally idempotent.
 */
export function kitchenEventHandlers(recipes: Model<RecipeDoc>) {
  return {
    KitchenDeleted: async (event: EventEnvelope) => {
      const { kitchenId } = event.payload as KitchenEvents['KitchenDeleted'];
      if (!isValidObjectId(kitchenId)) return;
      await recipes.deleteMany({ kitchenId: new Types.ObjectId(kitchenId) });
    },
  };
}
