import { badUserInput, type Locale } from '@brigade/service-kit';
import type { Sources } from '../allergens/derived-fields';
import { t } from '../i18n/messages';
import type { IngredientLine } from './recipe.model';

/** Each line names exactly one of an ingredient or a recipe. */
export function checkLineShapes(lines: Pick<IngredientLine, 'ingredientsId' | 'subRecipeId'>[], locale: Locale): void {
  lines.forEach((line, i) => {
    if (line.ingredientsId && line.subRecipeId) throw badUserInput(`ingredients.${i}.ingredientsId`, t(locale, 'lineNeedsOne'));
    if (!line.ingredientsId && !line.subRecipeId) throw badUserInput(`ingredients.${i}.ingredientsId`, t(locale, 'ingredientRequired'));
  });
}

/**
 * Each ingredient is a live one recipe was told of (else 'Please select ingredient'), of the
 * platform or this kitchen: another kitchen's reads exactly like one that is not there (#43).
 */
export function checkIngredients(
  lines: Pick<IngredientLine, 'ingredientsId'>[],
  sources: Sources,
  kitchenId: string,
  locale: Locale,
): void {
  lines.forEach((line, i) => {
    if (!line.ingredientsId) return;
    const ingredient = sources.ingredients.get(line.ingredientsId.toHexString());
    if (!ingredient || (ingredient.kitchenId !== null && ingredient.kitchenId !== kitchenId))
      throw badUserInput(`ingredients.${i}.ingredientsId`, t(locale, 'ingredientRequired'));
  });
}
