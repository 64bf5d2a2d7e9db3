import { notDeleted } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { CostingArea, QueryGetNeedsAttentionArgs } from '../__generated__/resolvers';
import type { NutritionRollUps } from '../nutrition/nutrition-roll-up';
import type { RecipeDoc } from '../recipes/recipe.model';
import { toGraph, type RecipeView } from '../recipes/recipe.view';
import type { RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { dishGaps } from './cost.view';
import { costingKitchen } from './costing-kitchen';
import { gapView } from './gap.view';
import type { Gap } from './gaps';

/** A kitchen's recipes are at most its plan's (Group: 10,000 recipes and 2,000 dishes). */
const MAX_RECIPES = 12_000;
/** Recipes named per item: enough to open the first few, the count says the rest. */
const NAMED = 10;

type Item = { area: CostingArea; gap: Gap; recipes: RecipeView[] };

/** Fixed on the ingredient (a price, a density, its values): one entry however many lines use it. */
const ON_INGREDIENT = new Set<Gap['kind']>(['NO_PRICE', 'OTHER_CURRENCY', 'NEEDS_DENSITY', 'NEEDS_PIECE_WEIGHT', 'NO_NUTRITION']);
/** Fixed on a recipe (its yield): one entry per recipe lacking it. */
const ON_RECIPE = new Set<Gap['kind']>(['NO_YIELD', 'SUB_RECIPE_GONE']);

/** One entry per thing to fix; the rest (a unit, a loop) are fixed on their own line. */
function keyOf(area: Item['area'], g: Gap): string {
  if (ON_INGREDIENT.has(g.kind)) return `${area}:${g.kind}:${g.ingredientId}`;
  if (ON_RECIPE.has(g.kind)) return `${area}:${g.kind}:${g.subRecipeId ?? g.recipeId}`;
  return `${area}:${g.kind}:${g.recipeId}:${g.lineId}`;
}

/**
 * The kitchen's 'Needs attention' list (README 'Costing'): every gap of every cost and nutrition
 * figure of its recipes and dishes, once per thing to fix, the ones that hold up most recipes
 * first. A gap deep in a stock counts for the stock and for every sauce and dish using it.
 */
export function needsAttention(recipes: Model<RecipeDoc>, data: RequestData, costs: CostRollUps, nutrition: NutritionRollUps) {
  return {
    getNeedsAttention: async (_: unknown, args: QueryGetNeedsAttentionArgs, ctx: RequestContext) => {
      const kitchenId = costingKitchen(ctx, args.kitchenId);
      const docs = await recipes
        .find({ ...notDeleted, kitchenId: new Types.ObjectId(kitchenId) }, { _outbox: 0 })
        .sort({ order: 1, _id: 1 })
        .limit(MAX_RECIPES)
        .lean<RecipeDoc[]>();
      const views = docs.map((d) => toGraph(d));
      const { byId: units } = await data.units(ctx);
      const items = new Map<string, Item>();
      const add = (area: Item['area'], gaps: Gap[], r: RecipeView) => {
        for (const g of gaps) {
          const key = keyOf(area, g);
          const item = items.get(key) ?? { area, gap: g, recipes: [] };
          if (!item.recipes.includes(r)) item.recipes.push(r);
          items.set(key, item);
        }
      };
      await Promise.all(
        views.map(async (r) => {
          const [cost, food] = await Promise.all([costs.of(ctx, r._costed, null), nutrition.of(ctx, r._costed)]);
          const own = dishGaps(r._costed, units);
          add('COST', [...own, ...cost.gaps], r);
          add('NUTRITION', [...own, ...food.gaps], r);
        }),
      );
      return [...items.values()]
        .sort((a, b) => b.recipes.length - a.recipes.length || a.gap.name.localeCompare(b.gap.name))
        .map(({ area, gap, recipes: affected }) => ({
          area,
          ...gapView(ctx, gap, gap.recipeId, ''),
          recipeCount: affected.length,
          recipes: affected.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).slice(0, NAMED),
        }));
    },
  };
}
