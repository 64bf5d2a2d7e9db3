import type { Nutrients } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { LIMITS, toGrams, within } from '@brigade/units';
import type { Gap } from '../costing/gaps';
import { conversionsFor, type KitchenConversions } from '../ingredients/conversion-projection';
import type { KnownIngredient } from '../ingredients/ingredient-projection';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import { lineGap, lineUnit, lineWalker, loadEach } from '../roll-up/line-walk';
import { yieldUnitOf } from '../sub-recipes/sub-recipe-amounts';
import { addScaled, noNutrients } from './nutrients';

/**
 * A recipe's nutrients for its whole yield (a lower bound while gaps remain), and what the yield
 * weighs: its stated weight when the yield is one (cooked, after reduction), else the sum of its
 * lines' weights, null when some line cannot be weighed.
 */
export type NutritionRollUp = { total: Nutrients; grams: number | null; gaps: Gap[] };

type Sources = { ingredient: KnownIngredient | null; own: KitchenConversions | null };

const NO_SOURCES: Sources = { ingredient: null, own: null };

/** `nutrients` × `factor` is what the line adds; `grams` what it weighs (null: unknown). */
type Part = { nutrients: Nutrients | null; factor: number; grams: number | null };

/** Nutrition per 100 g of each ingredient, rolled up through sub-recipes like cost (README 'Nutrition'; the walk: roll-up/line-walk.ts). */
export function nutritionRollUp(data: RequestData) {
  const walker = lineWalker<null, Map<string, Sources>, Part, Omit<NutritionRollUp, 'gaps'>>(
    data,
    {
      load: (ctx: RequestContext, r, ids) =>
        loadEach(ids, async (id) => {
          const [ingredient, own] = await Promise.all([data.ingredient(ctx, id), data.conversions(ctx, id, r.kitchenId.toHexString())]);
          return { ingredient, own };
        }),

      ingredientLine(r, l, sources, units) {
        const src = sources.get(l.ingredientsId?.toHexString() ?? '') ?? NO_SOURCES;
        const gap = (kind: Gap['kind']) => lineGap(r, l, kind, src.ingredient?.name ?? '');
        const grams = toGrams(l.quantity, lineUnit(l, units), conversionsFor(src.ingredient, src.own));
        if (!grams.ok) return { value: null, gap: gap(grams.problem) };
        // Without values the line still weighs: the yield's weight (per 100 g) stays known.
        if (!src.ingredient?.nutrition) return { value: { nutrients: null, factor: 0, grams: grams.quantity }, gap: gap('NO_NUTRITION') };
        return { value: { nutrients: src.ingredient.nutrition, factor: grams.quantity / 100, grams: grams.quantity }, gap: null };
      },

      subRecipeLine(below, amount, yieldValue) {
        const share = amount / yieldValue;
        return { nutrients: below.total, factor: share, grams: below.grams === null ? null : below.grams * share };
      },

      sum(r, outcomes, _sources, units) {
        let total = noNutrients();
        let linesWeight: number | null = 0;
        for (const { value } of outcomes) {
          if (value?.nutrients) total = addScaled(total, value.nutrients, value.factor);
          linesWeight = linesWeight === null || !value || value.grams === null ? null : linesWeight + value.grams;
        }
        const yieldUnit = within(r.yieldValue, LIMITS.yieldValue) ? yieldUnitOf(r, units) : null;
        const yieldGrams = yieldUnit?.dimension === 'MASS' && yieldUnit.toBase ? r.yieldValue! * yieldUnit.toBase : null;
        return { total, grams: yieldGrams ?? (outcomes.length ? linesWeight : null) };
      },
    },
    () => '',
  );

  return {
    /** `guard`: recipes that must not appear below this one (an unsaved draft's own id). */
    of: (ctx: RequestContext, r: CostedRecipe, guard: string[] = []) => walker.of(ctx, r, null, guard),
  };
}

export type NutritionRollUps = ReturnType<typeof nutritionRollUp>;
