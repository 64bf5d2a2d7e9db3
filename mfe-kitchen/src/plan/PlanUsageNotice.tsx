import { useListTotal } from '@brigade/console-kit';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { UPGRADE_PATH } from '../common/paths';
import { usageOf, type Limited } from './limits';
import { planMessages } from './messages';
import { useCounterCatchUp } from './useCounterCatchUp';
import { useKitchenPlan } from './useKitchenPlan';

/**
 * How much of one plan limit the kitchen uses, above a list or form; at the limit, why adding
 * another will be refused (the services enforce it) and where to upgrade. Above a list, it counts
 * what the list shows, so a create or delete is counted at once.
 */
export function PlanUsageNotice({ what }: { what: Limited }) {
  const intl = useIntl();
  const { kitchen, refetch } = useKitchenPlan();
  const listed = useListTotal();
  const usage = usageOf(kitchen, what, listed);
  useCounterCatchUp(listed, usage?.counted, refetch);
  const plan = kitchen?.activeSubscriptionPlan?.name;
  if (!usage || !plan) return null;
  // Numbers as the person's language writes them (1,000 or 1.000).
  const values = { used: intl.formatNumber(usage.used), allowed: intl.formatNumber(usage.allowed), what, plan };
  return (
    <Alert
      type={usage.full ? 'warning' : 'info'}
      showIcon
      role={usage.full ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(usage.full ? planMessages.full : planMessages.usage, values)}
      action={usage.full ? <Link to={UPGRADE_PATH}>{intl.formatMessage(planMessages.upgrade)}</Link> : undefined}
    />
  );
}
