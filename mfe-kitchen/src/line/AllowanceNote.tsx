import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useKitchenPlan } from '../plan/useKitchenPlan';
import { kitchenLineMessages } from './messages';
import { LINE_VISIBLE_TOTAL } from './queries';

/**
 * The API does not say outright that the allowance cut a cook's list; it gives the plan's
 * per-cook count and how many recipes and dishes this cook sees. When the two meet, the list may
 * be cut, so the cook learns why a recipe can be missing and whom to ask.
 */
export function AllowanceNote() {
  const intl = useIntl();
  const { kitchen } = useKitchenPlan();
  const allowed = kitchen?.activeSubscriptionPlan?.perCookViewRecipeCount;
  const { data } = useQuery(LINE_VISIBLE_TOTAL, { skip: allowed === undefined, fetchPolicy: 'cache-and-network' });
  const seen = data?.getRecipeMenu.total;
  if (allowed === undefined || seen === undefined || seen < allowed) return null;
  return <Alert type="info" showIcon title={intl.formatMessage(kitchenLineMessages.allowance, { count: allowed })} />;
}
