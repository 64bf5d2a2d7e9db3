import type { Nutrients } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { toGrams, type UnitDef } from '@brigade/units';
import { uniqueGaps, type Gap, type GapKind } from '../costing/gaps';
import { memoPerRequest } from '../costing/per-request';
import { conversionsFor } from '../ingredients/conversion-projection';
import type { IngredientLine } from '../recipes/recipe.model';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import { amountOfSubRecipe, yieldUnitOf } from '../sub-recipes/sub-recipe-amounts';
import { addScaled, noNutrients } from './nutrients';

/**
 * A recipe's nutrients for its whole yield (a lower bound while gaps remain), and what the yield
 * weighs: its stated weight when the yield is one (cooked, after reduction), else the sum of its
 * lines' weights, null when some line cannot be weighed.
 */
export type NutritionRollUp = { total: Nutrients; grams: number | null; gaps: Gap[] };

type LineResult = { gap?: Gap; nutrients?: Nutrients; factor?: number; grams: number | null; below?: Gap[] };

const hex = (id: { toHexString(): string } | null | undefined) => id?.toHexString() ?? null;

/** Nutrition per 100 g of each ingredient, rolled up through sub-recipes like cost (README 'Nutrition'). */
export function nutritionRollUp(data: RequestData) {
  const memo = memoPerRequest<NutritionRollUp>();

  async function ingredientLine(ctx: RequestContext, r: CostedRecipe, l: IngredientLine, units: Map<string, UnitDef>): Promise<LineResult> {
    const ingredientId = hex(l.ingredientsId)!;
    const [ingredient, own] = await Promise.all([
      data.ingredient(ctx, ingredientId),
      data.conversions(ctx, ingredientId, r.kitchenId.toHexString()),
    ]);
    const gap = (kind: GapKind, grams: number | null): LineResult => ({
      grams,
      gap: {
        kind,
        recipeId: r._id.toHexString(),
        recipeTitle: r.title,
        lineId: l._id.toHexString(),
        ingredientId,
        subRecipeId: null,
        name: ingredient?.name ?? '',
      },
    });
    const unit = l.unitId ? (units.get(l.unitId.toHexString()) ?? null) : null;
    const grams = toGrams(l.quantity, unit, conversionsFor(ingredient, own));
    if (!grams.ok) return gap(grams.problem, null);
    if (!ingredient?.nutrition) return gap('NO_NUTRITION', grams.quantity);
    return { nutrients: ingredient.nutrition, factor: grams.quantity / 100, grams: grams.quantity };
  }

  async function subRecipeLine(
    ctx: RequestContext,
    r: CostedRecipe,
    l: IngredientLine,
    units: Map<string, UnitDef>,
    path: string[],
  ): Promise<LineResult> {
    const childId = hex(l.subRecipeId)!;
    const child = await data.costedRecipe(ctx, childId);
    const gap = (kind: GapKind): LineResult => ({
      grams: null,
      gap: {
        kind,
        recipeId: r._id.toHexString(),
        recipeTitle: r.title,
        lineId: l._id.toHexString(),
        ingredientId: null,
        subRecipeId: childId,
        name: child?.title ?? l.subRecipeTitle ?? '',
      },
    });
    if (!child) return gap('SUB_RECIPE_GONE');
    if (!child.yieldValue) return gap('NO_YIELD');
    if (path.includes(childId)) return gap('LOOP');
    const amount = amountOfSubRecipe(l.quantity, l.unitId ? (units.get(l.unitId.toHexString()) ?? null) : null, child, units);
    if (!amount.ok) return gap('NOT_CONVERTIBLE');
    const below = await rollUp(ctx, child, [...path, childId]);
    const share = amount.quantity / child.yieldValue;
    return { nutrients: below.total, factor: share, grams: below.grams === null ? null : below.grams * share, below: below.gaps };
  }

  function rollUp(ctx: RequestContext, r: CostedRecipe, path: string[]): Promise<NutritionRollUp> {
    return memo(ctx, r._id.toHexString(), async () => {
      const { byId: units } = await data.units(ctx);
      const results = await Promise.all(
        (r.ingredients ?? []).map((l) => (l.subRecipeId ? subRecipeLine(ctx, r, l, units, path) : ingredientLine(ctx, r, l, units))),
      );
      let total = noNutrients();
      let linesWeight: number | null = 0;
      const gaps: Gap[] = [];
      for (const res of results) {
        if (res.gap) gaps.push(res.gap);
        if (res.nutrients) total = addScaled(total, res.nutrients, res.factor ?? 0);
        if (res.below) gaps.push(...res.below);
        linesWeight = linesWeight === null || res.grams === null ? null : linesWeight + res.grams;
      }
      const yieldUnit = r.yieldValue ? yieldUnitOf(r, units) : null;
      const yieldGrams = yieldUnit?.dimension === 'MASS' && yieldUnit.toBase ? r.yieldValue! * yieldUnit.toBase : null;
      return { total, grams: yieldGrams ?? (results.length ? linesWeight : null), gaps: uniqueGaps(gaps) };
    });
  }

  return {
    /** `guard`: recipes that must not appear below this one (an unsaved draft's own id). */
    of: (ctx: RequestContext, r: CostedRecipe, guard: string[] = []) => rollUp(ctx, r, [...guard, r._id.toHexString()]),
  };
}

export type NutritionRollUps = ReturnType<typeof nutritionRollUp>;
