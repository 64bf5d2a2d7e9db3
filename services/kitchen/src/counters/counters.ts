import type { RecipeSummary, UserSummary } from '@brigade/events';
import type { Connection, Model } from 'mongoose';
import type { KitchenDoc } from '../kitchens/kitchen.model';

type CookRow = { _id: string; kitchenId: string };
type RecipeRow = { _id: string; kitchenId: string; type: RecipeSummary['type'] };

/**
 * recipeCount, menuItemCount and cooksCount. Events do not add or subtract: they set a row per
 * cook and per recipe (the latest state wins, a repeat changes nothing), and the kitchen's
 * numbers are recounted from those rows. So duplicate or replayed events never skew a count, and
 * a rebuild is the same code run over the whole topic.
 */
export function kitchenCounters(connection: Connection, kitchens: Model<KitchenDoc>, prefix = '') {
  const cooks = connection.collection<CookRow>(`${prefix}counted_cooks`);
  const recipes = connection.collection<RecipeRow>(`${prefix}counted_recipes`);

  async function recount(kitchenId: string | null | undefined): Promise<void> {
    if (!kitchenId) return;
    const [cooksCount, recipeCount, menuItemCount] = await Promise.all([
      cooks.countDocuments({ kitchenId }),
      recipes.countDocuments({ kitchenId, type: { $ne: 'MENU' } }),
      recipes.countDocuments({ kitchenId, type: 'MENU' }),
    ]);
    await kitchens.updateOne({ _id: kitchenId }, { $set: { cooksCount, recipeCount, menuItemCount } });
  }

  return {
    cooks,
    recipes,
    recount,
    async init(): Promise<void> {
      await cooks.createIndex({ kitchenId: 1 });
      await recipes.createIndex({ kitchenId: 1, type: 1 });
    },
    /** A user's latest state: counted while they are a cook of a kitchen. */
    async user(summary: UserSummary, deleted = false): Promise<void> {
      const before = await cooks.findOne({ _id: summary.userId });
      if (!deleted && summary.roles.includes('COOK') && summary.kitchenId) {
        await cooks.updateOne({ _id: summary.userId }, { $set: { kitchenId: summary.kitchenId } }, { upsert: true });
      } else {
        await cooks.deleteOne({ _id: summary.userId });
      }
      await recount(summary.kitchenId);
      if (before && before.kitchenId !== summary.kitchenId) await recount(before.kitchenId);
    },
    async recipe(summary: RecipeSummary, deleted = false): Promise<void> {
      const before = await recipes.findOne({ _id: summary.recipeId });
      if (deleted) await recipes.deleteOne({ _id: summary.recipeId });
      else
        await recipes.updateOne(
          { _id: summary.recipeId },
          { $set: { kitchenId: summary.kitchenId, type: summary.type } },
          { upsert: true },
        );
      await recount(summary.kitchenId);
      if (before && before.kitchenId !== summary.kitchenId) await recount(before.kitchenId);
    },
    /** A deleted kitchen's rows go with it. */
    async forgetKitchen(kitchenId: string): Promise<void> {
      await Promise.all([cooks.deleteMany({ kitchenId }), recipes.deleteMany({ kitchenId })]);
    },
  };
}

export type KitchenCounters = ReturnType<typeof kitchenCounters>;
