import { amountOfYield, toGrams, type Converted, type UnitDef } from '@brigade/units';
import type { RecipeDoc } from '../recipes/recipe.model';

/** What amounts need of a sub-recipe: its yield. */
type YieldFacts = Pick<RecipeDoc, 'yieldValue' | 'yieldUnitId'>;

const NOT_CONVERTIBLE: Converted = { ok: false, problem: 'NOT_CONVERTIBLE' };

/** The sub-recipe's yield unit; null: portions (none given, or one catalog no longer has). */
export const yieldUnitOf = (child: YieldFacts, units: Map<string, UnitDef>) =>
  child.yieldUnitId ? (units.get(child.yieldUnitId.toHexString()) ?? null) : null;

/**
 * How much of the sub-recipe's yield the line asks for, in the yield's unit: 1,250 ml of a sauce
 * that makes 0.5 l is 1.25, the yield to open the sauce at. Not convertible when the sub-recipe is
 * gone or has no yield, or the units measure different things (a recipe states no density).
 */
export function amountOfSubRecipe(
  quantity: number,
  lineUnit: UnitDef | null,
  child: YieldFacts | null,
  units: Map<string, UnitDef>,
): Converted {
  if (!child?.yieldValue) return NOT_CONVERTIBLE;
  return amountOfYield(quantity, lineUnit, yieldUnitOf(child, units));
}

/**
 * A sub-recipe line in grams: given in a weight, it is one; otherwise through the yield, when that
 * is a weight. A yield in litres would need the recipe's density, which nobody states: NEEDS_DENSITY.
 */
export function weighSubRecipeLine(
  quantity: number,
  lineUnit: UnitDef | null,
  child: YieldFacts | null,
  units: Map<string, UnitDef>,
): Converted {
  if (lineUnit?.dimension === 'MASS') return toGrams(quantity, lineUnit);
  const amount = amountOfSubRecipe(quantity, lineUnit, child, units);
  const yieldUnit = child ? yieldUnitOf(child, units) : null;
  if (!amount.ok || !yieldUnit || yieldUnit.code === 'portion') return NOT_CONVERTIBLE;
  const grams = toGrams(amount.quantity, yieldUnit);
  return grams.ok || grams.problem === 'NEEDS_DENSITY' ? grams : NOT_CONVERTIBLE;
}
