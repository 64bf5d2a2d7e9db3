import { badUserInput, type RequestContext } from '@brigade/service-kit';
import type { UnitDef } from '@brigade/units';
import type { Model, Types } from 'mongoose';
import { derivedFields, type Derived } from '../allergens/derived-fields';
import type { SourcesLoader } from '../allergens/sources';
import { t } from '../i18n/messages';
import { findLoop, MAX_DEPTH, withinDepth } from '../sub-recipes/loops';
import { MAX_LINE_BASE } from '@brigade/units';
import { checkSubRecipeAmounts, checkSubRecipeRefs, yieldUnitIdsOf } from '../sub-recipes/sub-recipe-checks';
import type { OwnerChecks } from '../owner-checks/owner-checks';
import { checkIngredients, checkLineShapes } from './line-checks';
import type { IngredientLine, RecipeDoc } from './recipe.model';

export type References = {
  recipes: Model<RecipeDoc>;
  loadSources: SourcesLoader;
  /** The projections, with the owner asked before an id they lack is refused. */
  owners: OwnerChecks;
};

const ownedBy = (entry: { kitchenId: string | null }, kitchenId: string) => entry.kitchenId === null || entry.kitchenId === kitchenId;

/**
 * Where the recipe is filed (README 'Validation'): a category and sub-category catalog announced,
 * of the platform or this kitchen, the sub-category under the category. A sub-category given
 * without a category files the recipe under the sub-category's category, which is returned.
 */
export async function checkFiling(
  owners: OwnerChecks,
  kitchenId: string,
  next: { categoryId: Types.ObjectId | null; subCategoryId: Types.ObjectId | null },
  ctx: RequestContext,
): Promise<{ categoryId: string | null }> {
  const { locale } = ctx;
  let categoryId = next.categoryId?.toHexString() ?? null;
  if (categoryId) {
    const category = await owners.category(ctx, categoryId, 'category');
    if (category?.kind !== 'category' || !ownedBy(category, kitchenId)) throw badUserInput('categoryId', t(locale, 'categoryInvalid'));
  }
  if (next.subCategoryId) {
    const sub = await owners.category(ctx, next.subCategoryId.toHexString(), 'subCategory');
    if (sub?.kind !== 'subCategory' || !ownedBy(sub, kitchenId) || (categoryId !== null && sub.categoryId !== categoryId)) {
      throw badUserInput('subCategoryId', t(locale, 'subCategoryInvalid'));
    }
    categoryId ??= sub.categoryId;
  }
  return { categoryId };
}

/** What a write is about to store, as the reference checks need it. */
export type RecipeDraft = {
  /** null when creating. */
  id: Types.ObjectId | null;
  title: string;
  kitchenId: string;
  ingredients: IngredientLine[];
  allergenIds: Types.ObjectId[];
  yieldUnitId: Types.ObjectId | null;
  /** Checked only when given: cooks already listed stay valid even if the check would now differ. */
  cookIds?: Types.ObjectId[] | undefined;
  /** Sub-recipes the stored recipe already names (a line may keep one deleted by force). */
  kept?: Set<string>;
};

const isYieldUnit = (u: UnitDef) => u.dimension === 'MASS' || u.dimension === 'VOLUME' || u.code === 'portion';

/**
 * What the lines, yield and cooks name (README 'Validation'): each line names exactly one live
 * ingredient (platform or this kitchen) or recipe (this kitchen) that does not lead back to this
 * one, in a live unit that converts to the sub-recipe's yield; the yield unit is a weight, volume
 * or 'portion'; cookIds are cooks of this kitchen. Two queries for the lines, one for their units
 * and one per level of sub-recipes, however many lines. Returns the derived fields to store.
 */
export async function checkReferences(deps: References, draft: RecipeDraft, ctx: RequestContext): Promise<Derived> {
  const { locale } = ctx;
  const lines = draft.ingredients;
  checkLineShapes(lines, locale);
  const sources = await deps.loadSources(lines);
  const ingredientIds = lines.flatMap((l) => (l.ingredientsId ? [l.ingredientsId.toHexString()] : []));
  await deps.owners.ingredients(ctx, ingredientIds, sources.ingredients);
  checkIngredients(lines, sources, draft.kitchenId, locale);
  checkSubRecipeRefs(lines, sources, draft.kitchenId, draft.kept ?? new Set(), locale);
  const loop = await findLoop(deps.recipes, draft, lines);
  if (loop) throw badUserInput(`ingredients.${loop.line}.subRecipeId`, t(locale, 'recipeLoop', { path: loop.path.join(' → ') }));
  // Only a sub-recipe added can make a chain deeper: a recipe stored deeper before the limit still saves.
  const added = lines.some((l) => l.subRecipeId && !(draft.kept ?? new Set()).has(l.subRecipeId.toHexString()));
  if (added && !(await withinDepth(deps.recipes, draft, lines)))
    throw badUserInput('ingredients', t(locale, 'recipeTooDeep', { max: MAX_DEPTH }));
  const unitIds = [...lines.flatMap((l) => (l.unitId ? [l.unitId.toHexString()] : [])), ...yieldUnitIdsOf(sources)];
  if (draft.yieldUnitId) unitIds.push(draft.yieldUnitId.toHexString());
  const units = new Map((await deps.owners.units(ctx, unitIds)).map((u) => [u.id, u]));
  const badLine = lines.findIndex((l) => l.unitId && !units.has(l.unitId.toHexString()));
  if (badLine >= 0) throw badUserInput(`ingredients.${badLine}.unitId`, t(locale, 'unitInvalid'));
  // 1,000,000,000 kg of salt is no line a kitchen weighs: a tonne, 1,000 l or a million pieces at most.
  const huge = lines.findIndex((l) => {
    const factor = l.unitId ? units.get(l.unitId.toHexString())?.toBase : null;
    return typeof factor === 'number' && l.quantity * factor > MAX_LINE_BASE;
  });
  if (huge >= 0) throw badUserInput(`ingredients.${huge}.quantity`, t(locale, 'lineTooLarge'));
  if (draft.yieldUnitId) {
    const yieldUnit = units.get(draft.yieldUnitId.toHexString());
    if (!yieldUnit) throw badUserInput('yieldUnitId', t(locale, 'unitInvalid'));
    if (!isYieldUnit(yieldUnit)) throw badUserInput('yieldUnitId', t(locale, 'yieldUnitInvalid'));
  }
  checkSubRecipeAmounts(lines, sources, units, locale);
  if (draft.cookIds?.length) {
    const strangers = await deps.owners.notCooksOf(
      ctx,
      draft.kitchenId,
      draft.cookIds.map((id) => id.toHexString()),
    );
    if (strangers.length) throw badUserInput('cookIds', t(locale, 'cookInvalid'));
  }
  return derivedFields(draft, sources);
}
