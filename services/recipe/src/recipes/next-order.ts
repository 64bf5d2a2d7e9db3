import type { Connection } from 'mongoose';
import { Types, type Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

type Counter = { _id: string; last: number };

/**
 * The next position at the end of a kitchen's list. Reading the last order and adding one gave
 * two recipes created at once the same position; a counter per kitchen, raised atomically, does
 * not. The counter first catches up with the recipes already there ($max, so a racing caller
 * doing the same cannot lower it), which also covers kitchens from before the counter.
 */
export function nextOrder(connection: Connection, recipes: Model<RecipeDoc>) {
  const counters = connection.collection<Counter>('recipe_order_counters');
  return async (kitchenId: string): Promise<number> => {
    const last = await recipes
      .findOne({ kitchenId: new Types.ObjectId(kitchenId) }, { order: 1 })
      .sort({ order: -1 })
      .lean<RecipeDoc>();
    try {
      await counters.updateOne({ _id: kitchenId }, { $max: { last: last?.order ?? 0 } }, { upsert: true });
    } catch (error) {
      // Two first creations in a kitchen both tried to insert its counter: the other one did.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    const raised = await counters.findOneAndUpdate({ _id: kitchenId }, { $inc: { last: 1 } }, { returnDocument: 'after' });
    if (!raised) throw new Error(`no order counter for kitchen ${kitchenId}`);
    return raised.last;
  };
}
