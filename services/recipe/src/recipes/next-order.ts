import type { Connection } from 'mongoose';
import { Types, type Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

type Counter = { _id: string; last: number };

/**
 * The next position at the end of a kitchen's list. Reading the last order and adding one gave
 * two recipes created at once the same position; a counter per kitchen, raised atomically, does
 * not. A kitchen without a counter yet (its first recipe, or recipes from before the counter)
 * has it created at its current last position first ($max, so a racing creation doing the same
 * cannot lower it); after that a creation costs one write.
 */
export function nextOrder(connection: Connection, recipes: Model<RecipeDoc>) {
  const counters = connection.collection<Counter>('recipe_order_counters');
  const raise = (kitchenId: string) => counters.findOneAndUpdate({ _id: kitchenId }, { $inc: { last: 1 } }, { returnDocument: 'after' });
  return async (kitchenId: string): Promise<number> => {
    const raised = await raise(kitchenId);
    if (raised) return raised.last;
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
    const created = await raise(kitchenId);
    if (!created) throw new Error(`no order counter for kitchen ${kitchenId}`);
    return created.last;
  };
}
