import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  KITCHEN_COOKS,
  KITCHEN_RECIPES,
} from './queries';
import type { Ingredient, Named, RecipeCook, RecipeMenu, SubRecipe, Unit } from '../recipes/fragments/recipe-menu';

export type Option = { value: string; label: string };

export type Choices = {
  categories: Option[];
  subCategories: Option[];
  allergens: Option[];
  cooks: Option[];
  /** The kitchen's active ingredients (with allergen statements, density, piece weight) and the recipe's own. */
  ingredients: Ingredient[];
  /** The active units and the recipe's own, with code, dimension and factor. */
  units: Unit[];
  /** The kitchen's active recipes a line may use, this one left out, and the recipe's own sub-recipes. */
  recipes: SubRecipe[];
  /** The ingredient query's variables: a new ingredient is added to that list in the cache. */
  ingredientsVariables: { kitchenId: string | null };
};

/** A person the caller may not see in full has no email here: a dash, never a blank tag. */
export const cookName = (cook: RecipeCook) => cook.displayName || [cook.fName, cook.lName].filter(Boolean).join(' ') || cook.email || '—';

/**
 * The pickers only offer active entries; a recipe keeps what it was filed under even once paused,
 * so the recipe's own entries are added, or its choices would show bare ids.
 */
function merged<T extends { id: string }>(active: readonly T[] | undefined, current: readonly (T | null | undefined)[] = []): T[] {
  const all = new Map<string, T>();
  for (const entry of [...(active ?? []), ...current]) if (entry && !all.has(entry.id)) all.set(entry.id, entry);
  return [...all.values()];
}

const options = (active: Named[] | undefined, current: (Named | null)[] = []): Option[] =>
  merged(active, current).map(({ id, name }) => ({ value: id, label: name }));

/** A line's sub-recipe the caller may not open still has a title; its yield and allergens are unknown. */
const unopened = (id: string, title: string | null): SubRecipe => ({
  id,
  title: title ?? id,
  type: 'RECIPE',
  yieldValue: null,
  yieldUnitOfMeasure: null,
  yieldUnit: null,
  allergenProfile: [],
});

const recipesFilter = (kitchenId: string | undefined) => ({
  filters: { type: 'RECIPE' as const, status: 'ACTIVE' as const, ...(kitchenId ? { kitchenId } : {}) },
});

/**
 * The look-ups an edited recipe's form will read, asked for while the recipe itself loads (issue #45):
 * units and allergens belong to no kitchen, so always; the kitchen's lists when its id is known up
 * front (`kitchenId`: a kitchen admin's own). The form's `useChoices` then reads them from the cache
 * (`prefetchedKitchen`), or joins them still in flight, instead of asking once the recipe is in.
 */
export function usePrefetchChoices(kitchenId: string | undefined, skip: boolean) {
  const fresh = { fetchPolicy: 'cache-and-network' } as const;
  const kitchen = { variables: { kitchenId: kitchenId ?? null }, skip: skip || !kitchenId };
  useQuery(ACTIVE_UNITS, { skip });
  useQuery(ACTIVE_ALLERGENS, { skip });
  useQuery(ACTIVE_CATEGORIES, kitchen);
  useQuery(ACTIVE_INGREDIENTS, { ...kitchen, ...fresh });
  useQuery(KITCHEN_RECIPES, { variables: recipesFilter(kitchenId), skip: kitchen.skip, ...fresh });
  useQuery(KITCHEN_COOKS, kitchen);
}

/**
 * The dropdowns of one kitchen's recipe; `kitchenId` undefined means the caller's own kitchen.
 * `prefetchedKitchen`: the kitchen whose lists `usePrefetchChoices` has just asked for (fresh already).
 */
export function useChoices(
  kitchenId: string | undefined,
  categoryId: string | null | undefined,
  recipe?: RecipeMenu | null,
  prefetchedKitchen?: string,
): Choices {
  const kitchen = { kitchenId: kitchenId ?? null };
  const categories = useQuery(ACTIVE_CATEGORIES, { variables: kitchen });
  const subCategories = useQuery(ACTIVE_SUB_CATEGORIES, {
    variables: { categoryId: categoryId ?? null, ...kitchen },
    skip: !categoryId,
  });
  // The kitchen's ingredients and recipes grow from other screens (a recipe saved a minute ago is
  // the next one's sub-recipe), so an opening editor asks again instead of trusting the cache;
  // unless the editor asked already while the recipe loaded (the answer, or the request in flight, is that ask).
  const fresh = { fetchPolicy: prefetchedKitchen && prefetchedKitchen === kitchenId ? 'cache-first' : 'cache-and-network' } as const;
  const ingredients = useQuery(ACTIVE_INGREDIENTS, { variables: kitchen, ...fresh });
  const units = useQuery(ACTIVE_UNITS);
  const recipes = useQuery(KITCHEN_RECIPES, { variables: recipesFilter(kitchenId), ...fresh });
  const allergens = useQuery(ACTIVE_ALLERGENS);
  const cooks = useQuery(KITCHEN_COOKS, { variables: kitchen });
  // Worked out again only when an answer changes: every picker of every line reads these lists.
  return useMemo(() => {
    const lines = recipe?.ingredients ?? [];
    return {
      categories: options(categories.data?.getActiveCategory, [recipe?.category ?? null]),
      subCategories: options(
        categoryId ? subCategories.data?.getActiveSubCategory : [],
        categoryId === recipe?.categoryId ? [recipe?.subCategory ?? null] : [],
      ),
      ingredients: merged(
        ingredients.data?.getActiveIngredients,
        lines.map((line) => line.ingredient),
      ),
      units: merged(units.data?.getUnits.records, [...lines.map((line) => line.unit), recipe?.yieldUnit]),
      recipes: merged(
        // A recipe cannot use itself (the service refuses longer loops, naming them).
        recipes.data?.getRecipeMenu.records.filter((entry) => entry.id !== recipe?.id),
        lines.map((line) => (line.subRecipeId ? (line.subRecipe ?? unopened(line.subRecipeId, line.subRecipeTitle)) : null)),
      ),
      allergens: options(allergens.data?.getActiveAllergens, recipe?.allergens),
      cooks: [...(cooks.data?.GetUsers.records ?? []), ...(recipe?.cooks ?? [])]
        .filter((cook, index, all) => all.findIndex((c) => c.id === cook.id) === index)
        .map((cook) => ({ value: cook.id, label: cookName(cook) })),
      ingredientsVariables: { kitchenId: kitchenId ?? null },
    };
  }, [
    categories.data,
    subCategories.data,
    ingredients.data,
    units.data,
    recipes.data,
    allergens.data,
    cooks.data,
    categoryId,
    kitchenId,
    recipe,
  ]);
}
