import type { RequestContext } from '@brigade/service-kit';
import { scaleAmount, toGrams, type Amount, type Converted } from '@brigade/units';
import { conversionsFor } from '../ingredients/conversion-projection';
import { tidy } from '../shared/tidy';
import { weighSubRecipeLine } from '../sub-recipes/sub-recipe-amounts';
import type { RequestData, UnitIndex } from './request-data';
import type { IngredientLineView } from './recipe.view';

const NO_UNIT: Converted = { ok: false, problem: 'NO_UNIT' };

const unitOf = (units: UnitIndex, id: string | null) => (id ? (units.byId.get(id) ?? null) : null);

/** The line's quantity as this response reads it: scaled when getRecipeMenuById scales. */
export const lineQuantity = (l: IngredientLineView) => tidy(l.quantity * (l._scale ?? 1));

/**
 * A line's amounts (README 'Scaling'): `scaled` by @brigade/units' scaleAmount, the one place the
 * best-unit and rounding rules live; grams through the line's unit and the ingredient's density or
 * piece weight (the kitchen's own figures first), never guessed: the problem says why not.
 */
/**
 * A line's figure worked out once per request: `scaled` and `scaledQuantity` share one scaling (a
 * search through every unit in exact decimals), `grams` and `conversionProblem` one conversion.
 */
function perLine<T>(work: (l: IngredientLineView, ctx: RequestContext) => Promise<T>) {
  const byRequest = new WeakMap<RequestContext, WeakMap<IngredientLineView, Promise<T>>>();
  return (l: IngredientLineView, ctx: RequestContext): Promise<T> => {
    let lines = byRequest.get(ctx);
    if (!lines) byRequest.set(ctx, (lines = new WeakMap()));
    let result = lines.get(l);
    if (!result) lines.set(l, (result = work(l, ctx)));
    return result;
  };
}

export function lineAmountResolvers(data: RequestData) {
  const scaled = perLine(async (l, ctx): Promise<Amount | null> => {
    if (l._scale === null) return null;
    const units = await data.units(ctx);
    return scaleAmount(l.quantity, l._scale, unitOf(units, l.unitId), units.all, l.unitOfMeasure);
  });

  const weighed = perLine(async (l, ctx): Promise<Converted> => {
    const units = await data.units(ctx);
    const unit = unitOf(units, l.unitId);
    if (l.subRecipeId) return weighSubRecipeLine(lineQuantity(l), unit, await data.subRecipe(ctx, l.subRecipeId), units.byId);
    if (!unit || !l.ingredientsId) return NO_UNIT;
    const [ingredient, own] = await Promise.all([
      data.ingredient(ctx, l.ingredientsId),
      data.conversions(ctx, l.ingredientsId, l._kitchenId),
    ]);
    return toGrams(lineQuantity(l), unit, conversionsFor(ingredient, own));
  });

  return {
    scaled: async (l: IngredientLineView, _: unknown, ctx: RequestContext) => {
      const amount = await scaled(l, ctx);
      return amount && { quantity: amount.quantity, unit: amount.unit ? { __typename: 'Unit' as const, id: amount.unit.id } : null };
    },
    /** Deprecated: scaled.quantity while the unit stays; once scaled moved it (g → kg), the same amount in the line's own unit. */
    scaledQuantity: async (l: IngredientLineView, _: unknown, ctx: RequestContext) => {
      const amount = await scaled(l, ctx);
      if (!amount || l._scale === null) return null;
      if ((amount.unit?.id ?? null) === l.unitId) return amount.quantity;
      const units = await data.units(ctx);
      // No other units to move to: the rounding alone, in the line's unit.
      return scaleAmount(l.quantity, l._scale, unitOf(units, l.unitId), [], l.unitOfMeasure).quantity;
    },
    grams: async (l: IngredientLineView, _: unknown, ctx: RequestContext) => {
      const grams = await weighed(l, ctx);
      return grams.ok ? tidy(grams.quantity) : null;
    },
    conversionProblem: async (l: IngredientLineView, _: unknown, ctx: RequestContext) => {
      const grams = await weighed(l, ctx);
      return grams.ok ? null : grams.problem;
    },
  };
}
