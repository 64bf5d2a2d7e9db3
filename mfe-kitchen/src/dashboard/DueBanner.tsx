import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { UPGRADE_PATH } from '../common/paths';
import type { DueDate } from '../plan/queries';
import { kitchenDashboardMessages } from './messages';

/** The trial's end, an overdue payment, a cancelled plan's last day, or the end of the paid period. */
export function DueBanner({ due }: { due: DueDate | null }) {
  const intl = useIntl();
  if (!due?.dueDate) return null;
  const date = intl.formatDate(due.dueDate, { dateStyle: 'long' });
  const upgrade = <Link to={UPGRADE_PATH}>{intl.formatMessage(kitchenDashboardMessages.choosePlan)}</Link>;
  if (due.isDue)
    return <Alert type="error" showIcon role="alert" title={intl.formatMessage(kitchenDashboardMessages.due, { date })} action={upgrade} />;
  if (due.cancelAt)
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={intl.formatMessage(kitchenDashboardMessages.cancelled, { date })}
        action={upgrade}
      />
    );
  if (due.isFreeTrial)
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={intl.formatMessage(kitchenDashboardMessages.trial, { days: Math.max(0, due.dueInDays ?? 0), date })}
        action={upgrade}
      />
    );
  return <Alert type="info" showIcon role="status" title={intl.formatMessage(kitchenDashboardMessages.paidUntil, { date })} />;
}
