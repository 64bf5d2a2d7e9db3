import { gapFix, type GapFix } from '@brigade/recipe-editor';
import type { AttentionItem } from './queries';

/**
 * Where an item is fixed: the recipe editor's one rule for costing gaps (`gapFix`), as on a recipe's
 * view and in its editor. No recipe is on screen here, so a line is fixed in the recipe or dish
 * holding it, its type read from the recipes the item names (a dish without a yield in portions is
 * edited as a dish; a sub-recipe is always a recipe).
 */
export const attentionFix = (item: AttentionItem): GapFix =>
  gapFix(
    item,
    () => false,
    (id) => item.recipes.find((recipe) => recipe.id === id)?.type,
  );

/** What the fix link says. */
export type FixWording = 'price' | 'currency' | 'density' | 'pieceWeight' | 'nutrition' | 'yield' | 'gone' | 'line';

/** The words of an item's fix, from where it leads and the gap's kind. */
export function fixWording(item: AttentionItem, fix: GapFix): FixWording {
  switch (fix.kind) {
    case 'ingredientPrices':
      return item.kind === 'OTHER_CURRENCY' ? 'currency' : 'price';
    case 'ingredientConversions':
      return item.kind === 'NEEDS_PIECE_WEIGHT' ? 'pieceWeight' : 'density';
    case 'ingredientEdit':
      return 'nutrition';
    default:
      return item.kind === 'NO_YIELD' ? 'yield' : item.kind === 'SUB_RECIPE_GONE' ? 'gone' : 'line';
  }
}

/** Most recipes held up first; the service's order among equals. */
export const mostBlockingFirst = (items: AttentionItem[]): AttentionItem[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.recipeCount - a.item.recipeCount || a.index - b.index)
    .map(({ item }) => item);
