import type { CostingGap } from './queries';
import type { RecipeMenuType } from '../__generated__/graphql';

/**
 * Where the console fixes what a gap lacks; each console has its own paths. A sub-recipe is always
 * a recipe (`type` RECIPE); the recipe being shown is called with its own type (a dish's is MENU).
 */
export type GapLinks = {
  /**
   * The ingredient's purchase prices: NO_PRICE, OTHER_CURRENCY, a cost change's drivers. `kitchenId`:
   * the kitchen of the recipe on screen, when known (a super admin's prices page asks `?kitchen=`).
   */
  ingredientPrices: (ingredientId: string, kitchenId?: string | null) => string;
  /** Its density and piece weight: NEEDS_DENSITY, NEEDS_PIECE_WEIGHT. */
  ingredientConversions: (ingredientId: string) => string;
  /** Its edit screen (nutrition values): NO_NUTRITION. */
  ingredientEdit: (ingredientId: string) => string;
  /** A recipe's or dish's edit screen: a yield, or a line (NO_YIELD, SUB_RECIPE_GONE, NOT_CONVERTIBLE, NO_UNIT, LOOP). */
  recipe: (recipeId: string, type: RecipeMenuType) => string;
};

/**
 * What fixes a gap: the ingredient's prices, conversions or edit screen, or a recipe; `own` when
 * that recipe is the one on screen (its lines are its own: the view links to its edit screen, the
 * editor shows the row).
 */
export type GapFix =
  | { kind: 'ingredientPrices' | 'ingredientConversions' | 'ingredientEdit'; ingredientId: string }
  | { kind: 'recipe'; recipeId: string; own: false; type?: RecipeMenuType }
  | { kind: 'recipe'; own: true; lineId: string | null };

/**
 * A gap's fix. An ingredient's gap goes to the ingredient; a sub-recipe without a yield to that
 * sub-recipe; every other gap of a line (a unit that does not convert, a deleted sub-recipe, a
 * loop, no unit) and a dish without a yield in portions to the recipe holding the line
 * (`recipeId`), where it is changed. `isOwn`: whether the gap's line is one of the recipe on
 * screen. `typeOf`: the holder's type where the caller knows it (a kitchen's list of gaps, whose
 * holder may be a dish); unknown, it is a recipe (a sub-recipe always is).
 */
export function gapFix(
  gap: CostingGap,
  isOwn: (gap: CostingGap) => boolean,
  typeOf?: (recipeId: string) => RecipeMenuType | undefined,
): GapFix {
  const holder: GapFix = isOwn(gap)
    ? { kind: 'recipe', own: true, lineId: gap.lineId }
    : { kind: 'recipe', recipeId: gap.recipeId, own: false, type: typeOf?.(gap.recipeId) };
  const ingredient = (kind: 'ingredientPrices' | 'ingredientConversions' | 'ingredientEdit'): GapFix =>
    gap.ingredientId ? { kind, ingredientId: gap.ingredientId } : holder;
  switch (gap.kind) {
    case 'NO_PRICE':
    case 'OTHER_CURRENCY':
      return ingredient('ingredientPrices');
    case 'NEEDS_DENSITY':
    case 'NEEDS_PIECE_WEIGHT':
      return ingredient('ingredientConversions');
    case 'NO_NUTRITION':
      return ingredient('ingredientEdit');
    case 'NO_YIELD':
      return gap.subRecipeId ? { kind: 'recipe', recipeId: gap.subRecipeId, own: false } : holder;
    default:
      return holder;
  }
}

/**
 * The path of a fix in the console, or null when there is none (no links given). `kitchenId`: the
 * kitchen whose figures these are (the prices page of a super admin's console needs it).
 */
export function fixPath(
  fix: GapFix,
  links: GapLinks | undefined,
  own: { id: string; type: RecipeMenuType } | null,
  kitchenId?: string | null,
): string | null {
  if (!links) return null;
  if (fix.kind === 'ingredientPrices') return links.ingredientPrices(fix.ingredientId, kitchenId);
  if (fix.kind !== 'recipe') return links[fix.kind](fix.ingredientId);
  if (!fix.own) return links.recipe(fix.recipeId, fix.type ?? 'RECIPE');
  return own ? links.recipe(own.id, own.type) : null;
}
