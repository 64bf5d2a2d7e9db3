import type { RequestContext } from '@brigade/service-kit';
import { lineQuantity } from '../recipes/line-amounts';
import type { RequestData } from '../recipes/request-data';
import type { IngredientLineView, RecipeView } from '../recipes/recipe.view';
import type { VisibleRecipes } from '../recipes/visible-recipes';
import { tidy } from '../shared/tidy';
import { amountOfSubRecipe } from './sub-recipe-amounts';

/**
 * Sub-recipe lines and usage. `subRecipe` is null when the caller may not open it (a cook who sees
 * the dish but not the private sauce) or it was deleted; `subRecipeTitle` is there either way, so
 * the line still reads. Both batch per request (src/recipes/visible-recipes.ts, request-data.ts).
 */
export function subRecipeResolvers(visible: VisibleRecipes, data: RequestData) {
  return {
    RecipeIngredient: {
      subRecipe: (l: IngredientLineView, _: unknown, ctx: RequestContext) => (l.subRecipeId ? visible.byId(ctx, l.subRecipeId) : null),
      /** The yield to open the sub-recipe at for this line (after scaling), in its yield unit. */
      subRecipeYield: async (l: IngredientLineView, _: unknown, ctx: RequestContext) => {
        if (!l.subRecipeId) return null;
        const [child, units] = await Promise.all([data.subRecipe(ctx, l.subRecipeId), data.units(ctx)]);
        const lineUnit = l.unitId ? (units.byId.get(l.unitId) ?? null) : null;
        const amount = amountOfSubRecipe(lineQuantity(l), lineUnit, child, units.byId);
        return amount.ok ? tidy(amount.quantity) : null;
      },
    },
    RecipeMenu: {
      usedIn: (r: RecipeView, _: unknown, ctx: RequestContext) => visible.usedIn(ctx, r.id),
    },
  };
}
