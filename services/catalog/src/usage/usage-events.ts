import { eventHandlers, RecipeEvents, type RecipeSummary } from '@brigade/events';
import type { Model } from 'mongoose';
import type { RecipeUsageDoc } from './recipe-usage.model';

const ids = (values: string[]): string[] => [...new Set(values.map((v) => v.toLowerCase()))];

/**
 * recipe.recipe.v1 into the usage projection. Every event carries the recipe's whole summary, so
 * each one replaces that recipe's row (or removes it): applying one twice, or replaying the
 * topic, ends in the same rows.
 */
export function usageEventHandlers(usage: Model<RecipeUsageDoc>) {
  const upsert = async (recipe: RecipeSummary) => {
    await usage.replaceOne(
      { _id: recipe.recipeId },
      {
        _id: recipe.recipeId,
        kitchenId: recipe.kitchenId.toLowerCase(),
        ingredientIds: ids(recipe.ingredientIds),
        allergenIds: ids(recipe.allergenIds),
      },
      { upsert: true },
    );
  };
  return eventHandlers(RecipeEvents, {
    RecipeCreated: upsert,
    RecipeUpdated: upsert,
    RecipeDeleted: async ({ recipeId }) => {
      await usage.deleteOne({ _id: recipeId });
    },
  });
}
