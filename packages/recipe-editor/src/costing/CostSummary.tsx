import { useQuery } from '@apollo/client/react';
import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';
import { SummaryItem } from '../recipes/SummaryItem';
import { CompletenessTag, FoodCost, Money } from './Figures';
import { costingMessages } from './messages';
import { RECIPE_COSTING } from './queries';

/**
 * The view's summary figures (admins only): today's cost per portion (the whole yield's when it is not in
 * portions), 'at least' and 'Incomplete' while a line has no cost; a dish adds its food cost %.
 * The same query and variables as the Cost section below at today's prices: Apollo asks once for both.
 */
export function CostSummary({ recipe }: { recipe: Pick<RecipeMenu, 'id' | 'type'> }) {
  const intl = useIntl();
  const { data, previousData, error } = useQuery(RECIPE_COSTING, {
    variables: { id: recipe.id, at: null },
    fetchPolicy: 'cache-and-network',
  });
  const costing = (data ?? previousData)?.getRecipeMenuById ?? null;
  const cost = costing?.cost ?? null;
  // Until it answers (or when it cannot), the Cost section below says why; the strip stays short.
  if (error || !costing || !cost) return null;
  const perPortion = cost.perPortion;
  return (
    <>
      <SummaryItem
        label={intl.formatMessage(perPortion === null ? costingMessages.summaryTotal : costingMessages.summaryPerPortion, {
          type: recipe.type,
        })}
      >
        <Flex gap={8} wrap align="center">
          <Money amount={perPortion ?? cost.total} currency={cost.currency} complete={cost.complete} />
          {!cost.complete && <CompletenessTag complete={false} />}
        </Flex>
      </SummaryItem>
      {costing.type === 'MENU' && (
        <SummaryItem label={intl.formatMessage(costingMessages.summaryFoodCost)}>
          <FoodCost figures={costing} cost={cost} />
        </SummaryItem>
      )}
    </>
  );
}
