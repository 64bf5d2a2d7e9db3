import type { RequestContext } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import type { Gap, GapKind } from './gaps';

const MESSAGE: Record<GapKind, Parameters<typeof t>[1]> = {
  NO_PRICE: 'gapNoPrice',
  OTHER_CURRENCY: 'gapOtherCurrency',
  NO_UNIT: 'gapNoUnit',
  NEEDS_DENSITY: 'gapNeedsDensity',
  NEEDS_PIECE_WEIGHT: 'gapNeedsPieceWeight',
  NOT_CONVERTIBLE: 'gapNotConvertible',
  NO_YIELD: 'gapNoYield',
  SUB_RECIPE_GONE: 'gapSubRecipeGone',
  NO_NUTRITION: 'gapNoNutrition',
  LOOP: 'gapLoop',
  OUT_OF_RANGE: 'gapOutOfRange',
};

/**
 * A gap as the API shows it: where it is (`recipeId`, the recipe asked about or a sub-recipe below
 * it) and a sentence in the caller's language saying what to add, naming the sub-recipe it sits in.
 */
export function gapView(ctx: RequestContext, g: Gap, askedId: string, currency: string) {
  const what = t(ctx.locale, MESSAGE[g.kind], { name: g.name, currency });
  const own = g.recipeId === askedId;
  return {
    kind: g.kind,
    recipeId: g.recipeId,
    lineId: g.lineId,
    ingredientId: g.ingredientId,
    // The sub-recipe to open: the one lacking something, or the one whose line it is.
    subRecipeId: g.subRecipeId ?? (own ? null : g.recipeId),
    message: own ? what : t(ctx.locale, 'gapInSubRecipe', { recipe: g.recipeTitle, what }),
  };
}
