import { gapFix, type GapFix } from '@brigade/recipe-editor';
import type { AttentionItem, CostingArea } from './queries';

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
export const mostBlockingFirst = <T extends AttentionItem>(items: T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.recipeCount - a.item.recipeCount || a.index - b.index)
    .map(({ item }) => item);

/** One cause and every figure it leaves incomplete: a missing density holds up a cost and a nutrition figure alike. */
export type AttentionGroup = AttentionItem & { areas: CostingArea[] };

const ON_INGREDIENT = new Set<AttentionItem['kind']>(['NO_PRICE', 'OTHER_CURRENCY', 'NEEDS_DENSITY', 'NEEDS_PIECE_WEIGHT', 'NO_NUTRITION']);
const ON_RECIPE = new Set<AttentionItem['kind']>(['NO_YIELD', 'SUB_RECIPE_GONE']);

/** What is fixed, whatever figure it blocks: the service's own key (recipe service's `needs-attention.ts`) without the area. */
export function causeKey(item: AttentionItem): string {
  if (ON_INGREDIENT.has(item.kind)) return `${item.kind}:${item.ingredientId ?? ''}`;
  if (ON_RECIPE.has(item.kind)) return `${item.kind}:${item.subRecipeId ?? item.recipeId}`;
  return `${item.kind}:${item.recipeId}:${item.lineId ?? ''}`;
}

/**
 * The service lists a gap once per area; a person fixes it once, so it is one row naming each figure it holds up
 * (issue #45), with the recipes of both areas and the larger count. The first item's place in the list is kept.
 */
export function groupByCause(items: AttentionItem[]): AttentionGroup[] {
  const groups = new Map<string, AttentionGroup>();
  for (const item of items) {
    const key = causeKey(item);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { ...item, areas: [item.area] });
      continue;
    }
    if (!group.areas.includes(item.area)) group.areas.push(item.area);
    const recipes = [...group.recipes, ...item.recipes.filter((recipe) => !group.recipes.some((known) => known.id === recipe.id))];
    groups.set(key, { ...group, recipes, recipeCount: Math.max(group.recipeCount, item.recipeCount, recipes.length) });
  }
  return [...groups.values()];
}
