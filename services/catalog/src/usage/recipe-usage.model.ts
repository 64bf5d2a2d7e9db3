import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What the catalog knows of recipes: which ingredients and allergens each one uses, from
 * recipe.recipe.v1 (one row per recipe, replaced by every event, so replays change nothing).
 */
export type RecipeUsageDoc = { _id: string; kitchenId: string; ingredientIds: string[]; allergenIds: string[] };

const usageSchema = new Schema<RecipeUsageDoc>(
  {
    _id: { type: String, required: true },
    kitchenId: { type: String, required: true, index: true },
    ingredientIds: { type: [String], default: [] },
    allergenIds: { type: [String], default: [] },
  },
  { collection: 'recipe_usage', versionKey: false },
);
usageSchema.index({ ingredientIds: 1 });
usageSchema.index({ allergenIds: 1 });

export const recipeUsageModel = (connection: Connection): Model<RecipeUsageDoc> =>
  connection.model<RecipeUsageDoc>('RecipeUsage', usageSchema);
