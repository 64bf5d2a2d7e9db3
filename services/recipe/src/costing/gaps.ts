/**
 * Why a cost or nutrition figure is incomplete (README 'Costing'): one entry per line that could
 * not be counted, wherever it is in the tree of sub-recipes, with what is needed to fix it.
 */
export type GapKind =
  | 'NO_PRICE'
  | 'OTHER_CURRENCY'
  | 'NO_UNIT'
  | 'NEEDS_DENSITY'
  | 'NEEDS_PIECE_WEIGHT'
  | 'NOT_CONVERTIBLE'
  | 'NO_YIELD'
  | 'SUB_RECIPE_GONE'
  | 'NO_NUTRITION'
  | 'LOOP'
  /** A stored quantity outside the range saves allow (LIMITS of @brigade/units): counted as nothing. */
  | 'OUT_OF_RANGE';

export type Gap = {
  kind: GapKind;
  /** The recipe whose line it is (the one asked about, or a sub-recipe somewhere below it). */
  recipeId: string;
  recipeTitle: string;
  /** Null: the recipe itself (it has no yield to count portions by). */
  lineId: string | null;
  ingredientId: string | null;
  /** The sub-recipe the line uses, when that is what lacks something (NO_YIELD, SUB_RECIPE_GONE). */
  subRecipeId: string | null;
  /** The ingredient's name or the sub-recipe's title, for the message. */
  name: string;
};

/** A sub-recipe used twice reports its gaps once. */
export function uniqueGaps(gaps: Gap[]): Gap[] {
  const seen = new Set<string>();
  return gaps.filter((g) => {
    const key = `${g.kind}:${g.recipeId}:${g.lineId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
