import { eventHandlers, KitchenEvents } from '@brigade/events';
import { kitchenGate, toObjectId, usageCaps } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

/**
 * kitchen.kitchen.v1: a deleted kitchen's recipes and dishes go with it. No RecipeDeleted events:
 * the kitchen's counters are gone and the catalog drops the kitchen's usage rows on the same
 * event. Naturally idempotent. The kitchen's life (deleted, paused) is kept for the kitchen gate,
 * which refuses writes into it (recipe-access.ts).
 */
export function kitchenEventHandlers(recipes: Model<RecipeDoc>, alsoForget: ((kitchenId: string) => Promise<unknown>)[] = []) {
  const gate = kitchenGate(recipes.db);
  return {
    ...gate.handlers,
    ...eventHandlers(KitchenEvents, {
      KitchenDeleted: async ({ kitchenId }, event) => {
        await gate.handlers.KitchenDeleted(event);
        const id = toObjectId(kitchenId);
        if (!id) return;
        await recipes.deleteMany({ kitchenId: id });
        await usageCaps(recipes.db).forget(kitchenId);
        // Its prices and costing settings.
        await Promise.all(alsoForget.map((forget) => forget(kitchenId)));
      },
    }),
  };
}
