import { badUserInput, type Locale } from '@brigade/service-kit';
import { amountOfYield, type UnitDef } from '@brigade/units';
import type { Sources } from '../allergens/derived-fields';
import { t } from '../i18n/messages';
import type { IngredientLine } from '../recipes/recipe.model';

type Line = Pick<IngredientLine, 'subRecipeId' | 'unitId' | 'quantity'>;

/**
 * Each sub-recipe is a live recipe of the same kitchen: another kitchen's reads exactly like one
 * that is not there (#43: FORBIDDEN told anyone which ids exist). A line
 * the recipe already had may keep naming one deleted by force (`kept`): it reads UNKNOWN until the
 * admin replaces it, and the rest of the recipe can still be saved.
 */
export function checkSubRecipeRefs(lines: Line[], sources: Sources, kitchenId: string, kept: Set<string>, locale: Locale): void {
  lines.forEach((line, i) => {
    if (!line.subRecipeId) return;
    const id = line.subRecipeId.toHexString();
    const child = sources.recipes.get(id);
    if (child?.kitchenId.toHexString() === kitchenId || (!child && kept.has(id))) return;
    throw badUserInput(`ingredients.${i}.subRecipeId`, t(locale, 'recipeRequired'));
  });
}

/** The unit ids these checks need besides the lines' own: the sub-recipes' yield units. */
export const yieldUnitIdsOf = (sources: Sources) =>
  [...sources.recipes.values()].flatMap((r) => (r.yieldUnitId ? [r.yieldUnitId.toHexString()] : []));

/**
 * A sub-recipe line asks for an amount of the sub-recipe's yield, so that recipe needs a yield and
 * the line a unit that converts to it (README 'Sub-recipes'): 300 ml of a sauce that makes 0.5 l.
 */
export function checkSubRecipeAmounts(lines: Line[], sources: Sources, units: Map<string, UnitDef>, locale: Locale): void {
  const unit = (id: { toHexString(): string } | null | undefined) => (id ? (units.get(id.toHexString()) ?? null) : null);
  lines.forEach((line, i) => {
    const child = line.subRecipeId ? sources.recipes.get(line.subRecipeId.toHexString()) : undefined;
    if (!child) return;
    const title = child.title;
    if (!child.yieldValue) throw badUserInput(`ingredients.${i}.subRecipeId`, t(locale, 'subRecipeNoYield', { title }));
    const yieldUnit = unit(child.yieldUnitId);
    if (amountOfYield(line.quantity, unit(line.unitId), yieldUnit).ok) return;
    const message =
      yieldUnit && yieldUnit.code !== 'portion'
        ? t(locale, 'subRecipeUnit', { title, value: child.yieldValue, unit: yieldUnit.code ?? yieldUnit.name })
        : t(locale, 'subRecipePortions', { title });
    throw badUserInput(`ingredients.${i}.unitId`, message);
  });
}
