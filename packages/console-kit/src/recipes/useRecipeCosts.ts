import type { GapLinks } from '@brigade/recipe-editor';
import type { SessionUser } from '@brigade/ui';
import { useMemo } from 'react';
import type { EntityPaths } from '../common/paths';
import { conversionsPath } from '../ingredients/kitchenConversions';
import { pricesPath } from '../prices/paths';
import { useEntityPaths, usePlatformScope, useShellSession } from '../session/ConsoleContext';
import type { RecipeKind } from './kinds';

/**
 * Whether the person sees costs, prices and nutrition on the recipe screens: a kitchen admin in their
 * kitchen's console, the super admin in theirs; never a cook (the services refuse them those fields).
 */
export function seesCosts(user: SessionUser | null, platform: boolean): boolean {
  if (!user || user.isCook) return false;
  return platform ? user.isSuperAdmin : user.isAdmin;
}

/**
 * Where a costing gap is fixed in this console. A kitchen admin: the ingredient's prices, their
 * kitchen's conversions of it (`:id/conversions`) and its edit screen. The super admin: the prices
 * of the recipe's kitchen (`?kitchen=`) and, for a density or piece weight, the ingredient's own
 * edit screen (the platform's values are theirs to set; kitchen overrides are the kitchen's). A
 * recipe's or dish's gap opens its edit screen. `ownIngredient`: the ingredient is known to be the
 * kitchen's own, edited whole, so its density and piece weight are on its edit screen too (Needs
 * attention asks; the conversions page would only lead to its view).
 */
export function recipeGapLinks(
  ingredients: EntityPaths,
  kind: Pick<RecipeKind, 'recipeEditPath'>,
  platform: boolean,
  ownIngredient = false,
): GapLinks {
  return {
    ingredientPrices: (id, kitchenId) =>
      platform && kitchenId ? `${pricesPath(ingredients, id)}?kitchen=${encodeURIComponent(kitchenId)}` : pricesPath(ingredients, id),
    ingredientConversions: (id) => (platform || ownIngredient ? ingredients.edit(id) : conversionsPath(ingredients, id)),
    ingredientEdit: (id) => ingredients.edit(id),
    recipe: (id, type) => kind.recipeEditPath({ id, type }),
  };
}

/** `showCosts` and `gapLinks` for RecipeDetails and RecipeEditor, from the console's session and paths. */
export function useRecipeCosts(kind: RecipeKind): { showCosts: boolean; gapLinks: GapLinks | undefined } {
  const { user } = useShellSession();
  const platform = usePlatformScope();
  const ingredients = useEntityPaths('ingredients');
  const showCosts = seesCosts(user, platform);
  const gapLinks = useMemo(
    () => (showCosts ? recipeGapLinks(ingredients, kind, platform) : undefined),
    [showCosts, ingredients, kind, platform],
  );
  return { showCosts, gapLinks };
}
