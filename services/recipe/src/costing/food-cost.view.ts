import type { RequestContext } from '@brigade/service-kit';
import type { RecipeView } from '../recipes/recipe.view';
import type { RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { dishGaps, mayReadCosts, yieldBasis } from './cost.view';
import { Money, parseMoney, showMoney, showPercent } from './money';

/**
 * A dish's selling price (per portion, VAT included) against its cost (README 'Costing'): food cost
 * % = cost per portion ÷ price without VAT; gross margin = price without VAT − cost per portion.
 * Both are null unless the cost is complete: a partial cost would give a figure that looks right
 * and is not. `overTarget` is true as soon as even the partial cost is over the kitchen's target.
 */
export function foodCostResolvers(data: RequestData, costs: CostRollUps) {
  async function figures(r: RecipeView, ctx: RequestContext) {
    mayReadCosts(ctx);
    const gross = parseMoney(r.sellingPrice);
    if (!gross || r.vatRate === null || gross.isZero()) return null;
    const costed = await data.costedRecipe(ctx, r.id);
    if (!costed) return null;
    const [rolled, { byId: units }, settings] = await Promise.all([
      costs.of(ctx, costed, null),
      data.units(ctx),
      data.costingSettings(ctx, r.kitchenId),
    ]);
    const basis = yieldBasis(costed, units);
    if (basis?.per !== 'portion' || rolled.currency !== settings.currency) return null;
    const net = gross.div(new Money(100).plus(r.vatRate)).times(100);
    const perPortion = rolled.total.div(basis.count);
    const percent = perPortion.div(net).times(100);
    const complete = rolled.gaps.length === 0 && dishGaps(costed, units).length === 0;
    return { complete, percent, margin: net.minus(perPortion), target: settings.targetFoodCostPercent };
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
    foodCostPercent: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      const f = await figures(r, ctx);
      return f?.complete ? showPercent(f.percent) : null;
    },
    grossMargin: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      const f = await figures(r, ctx);
      return f?.complete ? showMoney(f.margin) : null;
    },
    targetFoodCostPercent: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      mayReadCosts(ctx);
      return (await data.costingSettings(ctx, r.kitchenId)).targetFoodCostPercent;
    },
    overTarget: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
      const f = await figures(r, ctx);
      return f ? f.percent.greaterThan(f.target) : null;
    },
  };
}
