import type { EventEnvelope, RecipeSummary } from '@brigade/events';
import type { Model } from 'mongoose';
import type { RecipeUsageDoc } from './recipe-usage.model';

const ids = (values: unknown): string[] =>
  Array.isArray(values) ? [...new Set(values.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()))] : [];

/**
 * recipe.recipe.v1 into the usage projection. Every event carries the recipe's whole summary, so
 * each one replaces that recipe's row (or removes it): applying one twice, or replaying the
 * topic, ends in the same rows.
 */
export function usageEventHandlers(usage: Model<RecipeUsageDoc>) {
  const upsert = async (event: EventEnvelope) => {
    const recipe = event.payload as RecipeSummary;
    await usage.replaceOne(
      { _id: recipe.recipeId },
      {
        _id: recipe.recipeId,
        kitchenId: String(recipe.kitchenId).toLowerCase(),
        ingredientIds: ids(recipe.ingredientIds),
        allergenIds: ids(recipe.allergenIds),
      },
      { upsert: true },
    );
  };
  return {
    RecipeCreated: upsert,
    RecipeUpdated: upsert,
    RecipeDeleted: async (event: EventEnvelope) => {
      await usage.deleteOne({ _id: (event.payload as RecipeSummary).recipeId });
    },
  };
}
