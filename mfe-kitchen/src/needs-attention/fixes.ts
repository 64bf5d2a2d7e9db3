import { pricesPath } from '@brigade/console-kit';
import { entityPaths } from '../common/paths';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import type { AttentionItem, AttentionRecipe } from './queries';

const INGREDIENTS = entityPaths('ingredients');

/** What the fix link says and where it leads. */
export type FixKind = 'price' | 'currency' | 'density' | 'pieceWeight' | 'nutrition' | 'yield' | 'gone' | 'line';

/** The recipe or dish page of one of the item's recipes, by its type. */
export const recipeView = (recipe: Pick<AttentionRecipe, 'id' | 'type'>): string =>
  (recipe.type === 'MENU' ? DISH_KIND : RECIPE_KIND).paths.view(recipe.id);

const recipeEdit = (item: AttentionItem, id: string): string => {
  // A sub-recipe is a recipe; the holder may be a dish (a dish without a yield in portions), as its recipes say.
  const type = item.recipes.find((recipe) => recipe.id === id)?.type ?? 'RECIPE';
  return (type === 'MENU' ? DISH_KIND : RECIPE_KIND).paths.edit(id);
};

/** What fixes an item, by its kind (the recipe service's CostingGapKind). */
export function fixKind(item: AttentionItem): FixKind {
  switch (item.kind) {
    case 'NO_PRICE':
      return item.ingredientId ? 'price' : 'line';
    case 'OTHER_CURRENCY':
      return item.ingredientId ? 'currency' : 'line';
    case 'NEEDS_DENSITY':
      return item.ingredientId ? 'density' : 'line';
    case 'NEEDS_PIECE_WEIGHT':
      return item.ingredientId ? 'pieceWeight' : 'line';
    case 'NO_NUTRITION':
      return item.ingredientId ? 'nutrition' : 'line';
    case 'NO_YIELD':
      return 'yield';
    case 'SUB_RECIPE_GONE':
      return 'gone';
    default:
      return 'line';
  }
}

/**
 * Where an item is fixed: a price on the ingredient's prices page; a density or piece weight on the
 * kitchen's conversions of a platform ingredient, or on the edit form of its own (`own`, once
 * known; until then the conversions page, which sends its own ingredients on); nutrition on the
 * ingredient's edit form; a missing yield in the recipe lacking it (the sub-recipe, else the recipe
 * itself, a dish without portions); a deleted sub-recipe, and any other line, in the recipe holding
 * the line (`subRecipeId` names the deleted one, which has no page left).
 */
export function fixPath(item: AttentionItem, own: boolean | null = null): string {
  const ingredientId = item.ingredientId ?? '';
  switch (fixKind(item)) {
    case 'price':
    case 'currency':
      return pricesPath(INGREDIENTS, ingredientId);
    case 'density':
    case 'pieceWeight':
      return own ? INGREDIENTS.edit(ingredientId) : `${INGREDIENTS.view(ingredientId)}/conversions`;
    case 'nutrition':
      return INGREDIENTS.edit(ingredientId);
    case 'yield':
      return recipeEdit(item, item.subRecipeId ?? item.recipeId);
    default:
      return recipeEdit(item, item.recipeId);
  }
}

/** Most recipes held up first; the service's order among equals. */
export const mostBlockingFirst = (items: AttentionItem[]): AttentionItem[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.recipeCount - a.item.recipeCount || a.index - b.index)
    .map(({ item }) => item);
