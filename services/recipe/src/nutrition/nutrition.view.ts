import type { RequestContext } from '@brigade/service-kit';
import { dishGaps, mayReadCosts, yieldBasis } from '../costing/cost.view';
import { gapView } from '../costing/gap.view';
import type { RecipeView } from '../recipes/recipe.view';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import { addScaled, noNutrients, rounded } from './nutrients';
import type { NutritionRollUps } from './nutrition-roll-up';

/** A recipe's nutrition as the API shows it; `askedId` is the recipe the caller asked about. */
export async function presentNutrition(
  ctx: RequestContext,
  data: RequestData,
  nutrition: NutritionRollUps,
  costed: CostedRecipe,
  askedId: string,
  guard: string[] = [],
) {
  const [rolled, { byId: units }] = await Promise.all([nutrition.of(ctx, costed, guard), data.units(ctx)]);
  const basis = yieldBasis(costed, units);
  const gaps = [...dishGaps(costed, units), ...rolled.gaps];
  const part = (divisor: number | null) => (divisor && divisor > 0 ? rounded(addScaled(noNutrients(), rolled.total, 1 / divisor)) : null);
  return {
    total: rounded(rolled.total),
    per100g: part(rolled.grams === null ? null : rolled.grams / 100),
    perPortion: part(basis?.per === 'portion' ? basis.count.toNumber() : null),
    grams: rolled.grams === null ? null : Math.round(rolled.grams * 10) / 10,
    complete: gaps.length === 0,
    missing: gaps.map((g) => gapView(ctx, g, askedId, '')),
  };
}

/**
 * `RecipeMenu.nutrition`: per 100 g (of what the yield weighs) and per portion (a yield in
 * portions), plus the whole yield. With gaps it is a lower bound, marked incomplete, each gap named.
 * Like costs, kitchen admins and super admins only (README 'Nutrition').
 */
export function nutritionResolvers(data: RequestData, nutrition: NutritionRollUps) {
  return {
    nutrition: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      mayReadCosts(ctx);
      return presentNutrition(ctx, data, nutrition, r._costed, r.id);
    },
  };
}
