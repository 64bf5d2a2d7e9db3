import type { InUseRefusal } from '@brigade/ui';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { adminAllergenMessages } from './messages';
import type { AllergenDependants as Dependants } from './queries';

type Props = {
  /** The server's refusal: its words lead, its counts stand in when the dependants could not be read. */
  refusal: InUseRefusal;
  dependants: Dependants | null;
};

/**
 * What a forced delete would change, before it is confirmed: the ingredients and recipes that
 * carry the allergen, counted, with the first few by name (catalog names ingredients, recipe
 * names recipes; README 'Allergens').
 */
export function AllergenDependants({ refusal, dependants }: Props) {
  const intl = useIntl();
  const names = (shown: string[], count: number) => {
    // "A, B and C" when all are named; "A, B, C and 4 more" when some are not.
    const list = intl.formatList(shown, { type: count > shown.length ? 'unit' : 'conjunction' });
    return count > shown.length ? intl.formatMessage(adminAllergenMessages.more, { names: list, count: count - shown.length }) : list;
  };
  const ingredients = dependants?.ingredientsCarrying.map((i) => i.name) ?? refusal.usedIn.map((u) => u.title);
  const ingredientCount = dependants?.usedInIngredients ?? refusal.usedBy.ingredients ?? 0;
  const recipes = dependants?.recipesCarrying.map((r) => r.title) ?? [];
  const recipeCount = dependants?.usedInRecipes ?? refusal.usedBy.recipes ?? 0;
  return (
    <div>
      <Typography.Paragraph>{intl.formatMessage(adminAllergenMessages.dependantsIntro, { reason: refusal.message })}</Typography.Paragraph>
      <ul>
        {ingredientCount > 0 && (
          <li>
            {intl.formatMessage(adminAllergenMessages.ingredientsDependants, {
              count: ingredientCount,
              names: names(ingredients, ingredientCount),
            })}
          </li>
        )}
        {recipeCount > 0 && (
          <li>{intl.formatMessage(adminAllergenMessages.recipesDependants, { count: recipeCount, names: names(recipes, recipeCount) })}</li>
        )}
      </ul>
    </div>
  );
}
