import { badUserInput, type Locale } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { CategoryProjection } from '../categories/category-projection';
import type { CookProjection } from '../cooks/cook-projection';
import { t } from '../i18n/messages';
import type { IngredientProjection } from '../ingredients/ingredient-projection';
import { rollUp } from '../ingredients/roll-up';
import type { UnitProjection } from '../units/unit-projection';
import type { RecipeDoc } from './recipe.model';

export type References = {
  ingredients: IngredientProjection;
  cooks: CookProjection;
  categories: CategoryProjection;
  units: UnitProjection;
};

const ownedBy = (entry: { kitchenId: string | null }, kitchenId: string) => entry.kitchenId === null || entry.kitchenId === kitchenId;

/**
 * Where the recipe is filed (README 'Validation'): a category and sub-category catalog announced,
 * of the platform or this kitchen, the sub-category under the category. A sub-category given
 * without a category files the recipe under the sub-category's category, which is returned.
 */
export async function checkFiling(
  categories: CategoryProjection,
  kitchenId: string,
  next: { categoryId: Types.ObjectId | null; subCategoryId: Types.ObjectId | null },
  locale: Locale,
): Promise<{ categoryId: string | null }> {
  let categoryId = next.categoryId?.toHexString() ?? null;
  if (categoryId) {
    const category = await categories.live(categoryId);
    if (category?.kind !== 'category' || !ownedBy(category, kitchenId)) throw badUserInput('categoryId', t(locale, 'categoryInvalid'));
  }
  if (next.subCategoryId) {
    const sub = await categories.live(next.subCategoryId.toHexString());
    if (sub?.kind !== 'subCategory' || !ownedBy(sub, kitchenId) || (categoryId !== null && sub.categoryId !== categoryId)) {
      throw badUserInput('subCategoryId', t(locale, 'subCategoryInvalid'));
    }
    categoryId ??= sub.categoryId;
  }
  return { categoryId };
}

/**
 * What the lines and cooks name (README 'Validation'): each line's ingredient is a live catalog
 * ingredient of the platform or this kitchen, its unit (if any) a live unit; cookIds are cooks of
 * this kitchen. Returns the derived fields (effective allergens, ingredient names).
 */
export async function checkReferences(
  deps: References,
  kitchenId: string,
  next: Pick<RecipeDoc, 'ingredients' | 'allergenIds'> & { cookIds?: Types.ObjectId[] | undefined },
  locale: Locale,
) {
  const known = await deps.ingredients.byIds(next.ingredients.map((l) => l.ingredientsId.toHexString()));
  next.ingredients.forEach((line, i) => {
    const ingredient = known.get(line.ingredientsId.toHexString());
    if (!ingredient || !ownedBy(ingredient, kitchenId))
      throw badUserInput(`ingredients.${i}.ingredientsId`, t(locale, 'ingredientRequired'));
  });
  const unitIds = next.ingredients.flatMap((l) => (l.unitId ? [l.unitId.toHexString()] : []));
  const unknownUnits = new Set(unitIds.length ? await deps.units.unknown(unitIds) : []);
  const badLine = next.ingredients.findIndex((l) => l.unitId && unknownUnits.has(l.unitId.toHexString()));
  if (badLine >= 0) throw badUserInput(`ingredients.${badLine}.unitId`, t(locale, 'unitInvalid'));
  if (next.cookIds?.length) {
    const strangers = await deps.cooks.notCooksOf(
      kitchenId,
      next.cookIds.map((id) => id.toHexString()),
    );
    if (strangers.length) throw badUserInput('cookIds', t(locale, 'cookInvalid'));
  }
  return rollUp(next.ingredients, next.allergenIds, known);
}
