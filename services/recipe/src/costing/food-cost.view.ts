import type { RequestContext } from '@brigade/service-kit';
import type { RecipeView } from '../recipes/recipe.view';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { dishGaps, mayReadCosts, yieldBasis } from './cost.view';
import { Money, parseMoney, showMoney, showPercent } from './money';
import { memoPerRequest } from './per-request';

type Priced = { sellingPrice: string | null; vatRate: number | null };

/**
 * A dish's selling price (per portion, VAT included) against its cost (README 'Costing'): food cost
 * % = cost per portion ÷ price without VAT; gross margin = price without VAT − cost per portion, at
 * today's prices. Null without a price, a VAT rate or a yield in portions.
 */
export async function foodCostFigures(
  ctx: RequestContext,
  data: RequestData,
  costs: CostRollUps,
  costed: CostedRecipe,
  priced: Priced,
  guard: string[] = [],
) {
  const gross = parseMoney(priced.sellingPrice);
  if (!gross || priced.vatRate === null || gross.isZero()) return null;
  const [rolled, { byId: units }, settings] = await Promise.all([
    costs.of(ctx, costed, null, guard),
    data.units(ctx),
    data.costingSettings(ctx, costed.kitchenId.toHexString()),
  ]);
  const basis = yieldBasis(costed, units);
  if (basis?.per !== 'portion') return null;
  const net = gross.div(new Money(100).plus(priced.vatRate)).times(100);
  const perPortion = rolled.total.div(basis.count);
  const percent = perPortion.div(net).times(100);
  const complete = rolled.gaps.length === 0 && dishGaps(costed, units).length === 0;
  return { complete, percent, margin: net.minus(perPortion), target: settings.targetFoodCostPercent };
}

type Figures = Awaited<ReturnType<typeof foodCostFigures>>;

/**
 * Food cost % and margin are null unless the cost is complete: a partial cost would give a figure
 * that looks right and is not. `overTarget` is true as soon as even the partial cost is over target.
 */
export const presentFoodCost = (f: Figures) => ({
  foodCostPercent: f?.complete ? showPercent(f.percent) : null,
  grossMargin: f?.complete ? showMoney(f.margin) : null,
  overTarget: f ? f.percent.greaterThan(f.target) : null,
});

export function foodCostResolvers(data: RequestData, costs: CostRollUps) {
  // Four fields of a dish read the same figures: worked out once per dish and request.
  const memo = memoPerRequest<ReturnType<typeof presentFoodCost>>();
  function figures(r: RecipeView, ctx: RequestContext) {
    mayReadCosts(ctx);
    return memo(ctx, r.id, async () => presentFoodCost(await foodCostFigures(ctx, data, costs, r._costed, r)));
  }

  return {
    sellingPrice: (r: RecipeView, _: unknown, ctx: RequestContext) => {
      mayReadCosts(ctx);
      return r.sellingPrice;
    },
    vatRate: (r: RecipeView, _: unknown, ctx: RequestContext) => {
      mayReadCosts(ctx);
      return r.vatRate;
    },
    foodCostPercent: async (r: RecipeView, _: unknown, ctx: RequestContext) => (await figures(r, ctx)).foodCostPercent,
    grossMargin: async (r: RecipeView, _: unknown, ctx: RequestContext) => (await figures(r, ctx)).grossMargin,
    targetFoodCostPercent: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      mayReadCosts(ctx);
      return (await data.costingSettings(ctx, r.kitchenId)).targetFoodCostPercent;
    },
    overTarget: async (r: RecipeView, _: unknown, ctx: RequestContext) => (await figures(r, ctx)).overTarget,
  };
}
