import { statementMessages } from './messages';
import { useIntl } from 'react-intl';
import type { AllergenChoice, Ingredient } from './queries';
import { useActiveAllergens } from './useActiveAllergens';

/**
 * The allergens a form states something about: the active ones, and any paused one the
 * ingredient already names (kept, and marked paused, though no longer offered).
 */
export function useStatementAllergens(ingredient: Ingredient | null | undefined): AllergenChoice[] {
  const intl = useIntl();
  const active = useActiveAllergens();
  const named = ingredient ? [...ingredient.allergens, ...ingredient.mayContainAllergens, ...ingredient.freeFromAllergens] : [];
  const paused = named
    .filter((allergen) => !active.some((offered) => offered.id === allergen.id))
    .map((allergen) => ({ id: allergen.id, name: intl.formatMessage(statementMessages.paused, { name: allergen.name }) }));
  return [...active, ...paused];
}
