import { amountOfYield } from '@brigade/units';
import type { Ingredient, SubRecipe, Unit } from '../recipes/fragments/recipe-menu';
import type { ProfileLine } from '../allergens/allergen-profile';
import type { Choices } from './useChoices';
import { parseItem, type IngredientValues } from './values';

/** What a line of the form points at, looked up in the choices. */
export type LineInfo =
  | { kind: 'ingredient'; name: string; ingredient: Ingredient | null; unit: Unit | null }
  | { kind: 'recipe'; name: string; recipe: SubRecipe | null; unit: Unit | null };

export function lineInfo(
  line: IngredientValues | null | undefined,
  choices: Pick<Choices, 'ingredients' | 'recipes' | 'units'>,
): LineInfo | null {
  const item = parseItem(line?.item);
  if (!item) return null;
  const unit = choices.units.find((u) => u.id === line?.unitId) ?? null;
  if (item.kind === 'recipe') {
    const recipe = choices.recipes.find((r) => r.id === item.id) ?? null;
    return { kind: 'recipe', name: recipe?.title ?? item.id, recipe, unit };
  }
  const ingredient = choices.ingredients.find((i) => i.id === item.id) ?? null;
  return { kind: 'ingredient', name: ingredient?.name ?? item.id, ingredient, unit };
}

/**
 * Whether a line in `unit` can ask for some of the sub-recipe's yield (a recipe states no density).
 * A recipe without a yield (or one the caller may not open: its yield is not known here) is left
 * to the service to judge.
 */
export const convertsToYield = (unit: Unit | null, recipe: SubRecipe | null) =>
  !recipe || recipe.yieldValue === null || amountOfYield(1, unit, recipe.yieldUnit).ok;

/** The form's chosen lines as the allergen profile reads them; an ingredient it cannot find says nothing (unknown). */
export function profileLines(
  lines: readonly (IngredientValues | null | undefined)[],
  choices: Pick<Choices, 'ingredients' | 'recipes' | 'units'>,
): ProfileLine[] {
  const found: ProfileLine[] = [];
  for (const line of lines) {
    const info = lineInfo(line, choices);
    if (!info) continue;
    if (info.kind === 'recipe') found.push({ kind: 'recipe', name: info.name, profile: info.recipe?.allergenProfile ?? [] });
    else
      found.push({
        kind: 'ingredient',
        name: info.name,
        statements: info.ingredient ?? { allergenIds: [], mayContainAllergenIds: [], freeFromAllergenIds: [] },
      });
  }
  return found;
}

/** Compares names as the catalog does: case and accents aside ('shallót' is 'Shallot'). */
export const sameName = (a: string, b: string) => foldName(a) === foldName(b);
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
