import { notDeleted } from '@brigade/events';
import { badUserInput, OBJECT_ID, parseObjectId, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { z } from 'zod';
import type { QueryGetMenuCostingArgs, QueryPreviewCostingArgs } from '../__generated__/resolvers';
import { parseInput, t } from '../i18n/messages';
import type { IngredientProjection } from '../ingredients/ingredient-projection';
import type { NutritionRollUps } from '../nutrition/nutrition-roll-up';
import type { OwnerChecks } from '../owner-checks/owner-checks';
import { presentNutrition } from '../nutrition/nutrition.view';
import { storedFields } from '../recipes/recipe-fields';
import { updateRecipeInput, type UpdateRecipeInput } from '../recipes/recipe-input';
import type { RecipeDoc } from '../recipes/recipe.model';
import { toGraph } from '../recipes/recipe.view';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { costingKitchen } from './costing-kitchen';
import { needsAttention } from './needs-attention';
import { presentCost } from './cost.view';
import { foodCostFigures, presentFoodCost } from './food-cost.view';

/** Menu costing reads every dish of a kitchen at once; more than this is not a menu. */
export const MENU_COSTING_MAX = 1000;

const previewInput = updateRecipeInput.pick({ type: true, yieldValue: true, yieldUnitId: true, sellingPrice: true, vatRate: true }).extend({
  recipeId: z.string().regex(OBJECT_ID, { error: 'idInvalid' }).nullish(),
  kitchenId: z.string().regex(OBJECT_ID, { error: 'idInvalid' }).nullish(),
  // Rows the form has not finished (no ingredient or recipe chosen, no quantity yet) are left out, not refused.
  ingredients: z.array(z.unknown()).max(200, { error: 'tooLong' }).nullish(),
});

const line = updateRecipeInput.shape.ingredients.unwrap().unwrap().element;

/**
 * `costs` and `nutrition` are the ones the RecipeMenu fields use too, so a request reading both (the
 * Needs attention list and a dish's figures) rolls each recipe up once.
 */
type Deps = {
  recipes: Model<RecipeDoc>;
  ingredients: IngredientProjection;
  owners: OwnerChecks;
  data: RequestData;
  costs: CostRollUps;
  nutrition: NutritionRollUps;
};

export function costingQueries({ recipes, ingredients, owners, data, costs, nutrition }: Deps) {
  /**
   * A line may only name what the kitchen could save: a platform ingredient or its own, a recipe of
   * its own. Anything else would let a preview read another kitchen's recipe costs or names. Another
   * kitchen's entry reads exactly like one that is not there (#43): the same error, on the same
   * field, so a preview tells no one which ids exist. A sub-recipe the edited recipe already names
   * (one deleted by force) stays, as a save keeps it.
   */
  async function checkReach(ctx: RequestContext, kitchenId: string, draft: CostedRecipe, formIndex: number[], kept: Set<string>) {
    const lines = draft.ingredients;
    const ids = lines.flatMap((l) => (l.ingredientsId ? [l.ingredientsId.toHexString()] : []));
    const found = await owners.ingredients(ctx, ids, await ingredients.byIds(ids));
    for (const [i, l] of lines.entries()) {
      if (l.ingredientsId && !l.subRecipeId) {
        const known = found.get(l.ingredientsId.toHexString());
        if (!known || (known.kitchenId !== null && known.kitchenId !== kitchenId))
          throw badUserInput(`ingredients.${formIndex[i]}.ingredientsId`, t(ctx.locale, 'ingredientRequired'));
      }
      if (l.subRecipeId) {
        const id = l.subRecipeId.toHexString();
        const child = await data.costedRecipe(ctx, id);
        if ((!child || child.kitchenId.toHexString() !== kitchenId) && !kept.has(id))
          throw badUserInput(`ingredients.${formIndex[i]}.subRecipeId`, t(ctx.locale, 'recipeRequired'));
      }
    }
  }

  return {
    Query: {
      ...needsAttention(recipes, data, costs, nutrition),
      /** Every dish (type MENU) of the kitchen in its order, for the Menu costing page: one request. */
      getMenuCosting: async (_: unknown, args: QueryGetMenuCostingArgs, ctx: RequestContext) => {
        const kitchenId = costingKitchen(ctx, args.kitchenId);
        const filter: Record<string, unknown> = { ...notDeleted, kitchenId: new Types.ObjectId(kitchenId), type: 'MENU' };
        if (args.categoryId) filter.categoryId = parseObjectId(args.categoryId, 'categoryId', ctx.locale);
        const docs = await recipes.find(filter).sort({ order: 1, _id: 1 }).limit(MENU_COSTING_MAX).lean<RecipeDoc[]>();
        return docs.map((d) => toGraph(d));
      },

      /**
       * Cost, nutrition and food cost of a recipe as the editor holds it, unsaved: the live panel.
       * Nothing is written; the recipe's own id (when editing) only guards against a line using it.
       */
      previewCosting: async (_: unknown, args: QueryPreviewCostingArgs, ctx: RequestContext) => {
        const parsed = parseInput(previewInput, args.input, ctx.locale);
        let kitchenId = parsed.kitchenId ?? null;
        const keptSubRecipes = new Set<string>();
        if (parsed.recipeId) {
          const own = await data.costedRecipe(ctx, parsed.recipeId);
          if (own) kitchenId = own.kitchenId.toHexString();
          for (const l of own?.ingredients ?? []) if (l.subRecipeId) keptSubRecipes.add(l.subRecipeId.toHexString());
        }
        kitchenId = costingKitchen(ctx, kitchenId);
        const rows = (parsed.ingredients ?? []).map((raw) => line.safeParse(raw));
        const kept = rows.flatMap((r, i) => (r.success && (r.data.ingredientsId || r.data.subRecipeId) ? [{ row: r.data, i }] : []));
        // Only yield, type, price and lines are given; storedFields leaves what is absent alone.
        const fields = storedFields({ ...parsed, ingredients: kept.map((k) => k.row) } as UpdateRecipeInput);
        // Lines sent without an id are named by their place in the form.
        const names = new Map<string, string>();
        (fields.ingredients ?? []).forEach((l, n) => {
          const k = kept[n]!;
          if (!k.row.id) names.set(l._id.toHexString(), `line-${k.i}`);
        });
        const draft: CostedRecipe = {
          _id: new Types.ObjectId(),
          title: '',
          kitchenId: new Types.ObjectId(kitchenId),
          type: parsed.type ?? 'RECIPE',
          yieldValue: parsed.yieldValue ?? null,
          yieldUnitId: fields.yieldUnitId ?? null,
          ingredients: fields.ingredients ?? [],
        };
        await checkReach(
          ctx,
          kitchenId,
          draft,
          kept.map((k) => k.i),
          keptSubRecipes,
        );
        const guard = parsed.recipeId ? [parsed.recipeId] : [];
        const askedId = draft._id.toHexString();
        const rename = <T extends { lineId: string | null; recipeId?: string }>(x: T): T =>
          x.lineId && names.has(x.lineId) ? { ...x, lineId: names.get(x.lineId)! } : x;
        const [cost, food, nutrients] = await Promise.all([
          presentCost(ctx, data, costs, draft, null, askedId, guard),
          foodCostFigures(ctx, data, costs, draft, { sellingPrice: fields.sellingPrice ?? null, vatRate: parsed.vatRate ?? null }, guard),
          presentNutrition(ctx, data, nutrition, draft, askedId, guard),
        ]);
        return {
          cost: { ...cost, lines: () => cost.lines().map(rename), missing: () => cost.missing().map(rename) },
          nutrition: { ...nutrients, missing: nutrients.missing.map(rename) },
          ...presentFoodCost(food),
        };
      },
    },
  };
}
