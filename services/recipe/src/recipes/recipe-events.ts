import { newEvent, type RecipeEvents, type RecipeSummary } from '@brigade/events';
import type { RecipeDoc } from './recipe.model';

type SummarySource = Pick<
  RecipeDoc,
  '_id' | 'kitchenId' | 'type' | 'status' | 'categoryId' | 'subCategoryId' | 'ingredients' | 'allergenIds' | 'cookIds'
>;

/**
 * allergenIds is the recipe's own list and ingredientIds its own ingredient lines (catalog counts
 * usage of what a recipe names, not what it inherits through sub-recipes).
 */
export function recipeSummary(r: SummarySource): RecipeSummary {
  return {
    recipeId: r._id.toHexString(),
    kitchenId: r.kitchenId.toHexString(),
    type: r.type,
    status: r.status,
    categoryId: r.categoryId?.toHexString() ?? null,
    subCategoryId: r.subCategoryId?.toHexString() ?? null,
    ingredientIds: [...new Set(r.ingredients.flatMap((l) => (l.ingredientsId ? [l.ingredientsId.toHexString()] : [])))],
    allergenIds: r.allergenIds.map((id) => id.toHexString()),
    cookIds: r.cookIds.map((id) => id.toHexString()),
  };
}

/** A recipe.recipe.v1 event, to be written into the recipe's outbox with the change it reports. */
export const recipeEvent = (type: keyof RecipeEvents, r: SummarySource) =>
  newEvent(type, recipeSummary(r), { producer: 'recipe', aggregateId: r._id.toHexString(), kitchenId: r.kitchenId.toHexString() });
