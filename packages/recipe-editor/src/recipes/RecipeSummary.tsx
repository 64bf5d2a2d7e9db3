import { Card, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { AllergenStatement } from '../allergens/AllergenStatement';
import { CostSummary } from '../costing/CostSummary';
import type { RecipeMenu } from './fragments/recipe-menu';
import { recipeMessages } from './messages';
import { SummaryItem } from './SummaryItem';

/** '12 biscuits', '3 kg', '10 portions'; null without a yield. */
export function yieldText(
  recipe: Pick<RecipeMenu, 'yieldValue' | 'yieldUnit' | 'yieldUnitOfMeasure'>,
  formatNumber: (value: number) => string,
) {
  if (recipe.yieldValue === null) return null;
  return [formatNumber(recipe.yieldValue), recipe.yieldUnit?.name ?? recipe.yieldUnitOfMeasure].filter(Boolean).join(' ');
}

/**
 * The strip on the first screen of a recipe's view: the allergen statement in one line (everyone), the
 * yield when there is one, and for admins (`showCosts`) today's cost per portion and a dish's food cost %.
 */
export function RecipeSummary({ recipe, showCosts }: { recipe: RecipeMenu; showCosts: boolean }) {
  const intl = useIntl();
  const made = yieldText(recipe, intl.formatNumber);
  return (
    <section aria-label={intl.formatMessage(recipeMessages.summary)} data-testid="recipe-summary" style={{ marginBottom: 16 }}>
      <Card size="small">
        <Flex gap={24} wrap align="start">
          <div style={{ flex: '1 1 280px' }}>
            <SummaryItem label={intl.formatMessage(recipeMessages.summaryAllergens)}>
              <AllergenStatement profile={recipe.allergenProfile} />
            </SummaryItem>
          </div>
          {made && <SummaryItem label={intl.formatMessage(recipeMessages.yield)}>{made}</SummaryItem>}
          {showCosts && <CostSummary recipe={recipe} />}
        </Flex>
      </Card>
    </section>
  );
}
