import { useQuery } from '@apollo/client/react';
import {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  KITCHEN_COOKS,
  type AllergensData,
  type CategoriesData,
  type CooksData,
  type IngredientsData,
  type SubCategoriesData,
  type UnitsData,
} from '../graphql/choices';
import type { Named, RecipeCook, RecipeMenu } from '../graphql/types';

export type Option = { value: string; label: string };

export type Choices = {
  categories: Option[];
  subCategories: Option[];
  ingredients: Option[];
  units: Option[];
  allergens: Option[];
  cooks: Option[];
  /** Each active ingredient's allergens, by ingredient id. */
  ingredientAllergens: Map<string, Named[]>;
};

export const cookName = (cook: RecipeCook) => cook.displayName || [cook.fName, cook.lName].filter(Boolean).join(' ') || cook.email;

/**
 * The pickers only offer active entries; a recipe keeps what it was filed under even once paused,
 * so the recipe's own entries are added, or its choices would show bare ids.
 */
function options(active: Named[] | undefined, current: (Named | null)[] = []): Option[] {
  const all = new Map<string, string>();
  for (const entry of [...(active ?? []), ...current]) if (entry && !all.has(entry.id)) all.set(entry.id, entry.name);
  return [...all].map(([value, label]) => ({ value, label }));
}

/** The dropdowns of one kitchen's recipe; `kitchenId` undefined means the caller's own kitchen. */
export function useChoices(kitchenId: string | undefined, categoryId: string | null | undefined, recipe?: RecipeMenu | null): Choices {
  const kitchen = { kitchenId: kitchenId ?? null };
  const categories = useQuery<CategoriesData>(ACTIVE_CATEGORIES, { variables: kitchen });
  const subCategories = useQuery<SubCategoriesData>(ACTIVE_SUB_CATEGORIES, {
    variables: { categoryId: categoryId ?? null, ...kitchen },
    skip: !categoryId,
  });
  const ingredients = useQuery<IngredientsData>(ACTIVE_INGREDIENTS, { variables: kitchen });
  const units = useQuery<UnitsData>(ACTIVE_UNITS);
  const allergens = useQuery<AllergensData>(ACTIVE_ALLERGENS);
  const cooks = useQuery<CooksData>(KITCHEN_COOKS, { variables: kitchen });
  const lines = recipe?.ingredients ?? [];
  return {
    categories: options(categories.data?.getActiveCategory, [recipe?.category ?? null]),
    subCategories: options(
      categoryId ? subCategories.data?.getActiveSubCategory : [],
      categoryId === recipe?.categoryId ? [recipe?.subCategory ?? null] : [],
    ),
    ingredients: options(
      ingredients.data?.getActiveIngredients,
      lines.map((line) => line.ingredient),
    ),
    units: options(
      units.data?.getUnits.records,
      lines.map((line) => line.unit),
    ),
    allergens: options(allergens.data?.getActiveAllergens, recipe?.allergens),
    cooks: [...(cooks.data?.GetUsers.records ?? []), ...(recipe?.cooks ?? [])]
      .filter((cook, index, all) => all.findIndex((c) => c.id === cook.id) === index)
      .map((cook) => ({ value: cook.id, label: cookName(cook) })),
    ingredientAllergens: new Map((ingredients.data?.getActiveIngredients ?? []).map((i) => [i.id, i.allergens])),
  };
}
