import { NeedsAttentionCard } from '@brigade/console-kit';
import { Spinner } from '@brigade/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../common/paths';
import { useKitchenPlan } from '../plan/useKitchenPlan';
import { DraftsWaiting } from './DraftsWaiting';
import { DueBanner } from './DueBanner';
import { kitchenDashboardMessages } from './messages';
import { RecentChanges } from './RecentChanges';
import { StorageCard } from './StorageCard';
import { UsageCards } from './UsageCards';

/** The kitchen admin's home: the plan's limits against what is used, the trial or due date, what needs attention, and what changed last. */
export function DashboardPage() {
  const intl = useIntl();
  const { kitchen, loading, error } = useKitchenPlan();
  if (loading) return <Spinner />;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={2}>{kitchen?.name}</Typography.Title>
        {error && <Alert type="error" showIcon role="alert" title={error.message} />}
        {kitchen && (
          <Flex vertical gap={16}>
            <DueBanner due={kitchen.getPaymentDueDate} />
            <UsageCards kitchen={kitchen} />
            <NeedsAttentionCard />
            <StorageCard />
            <Link to={`${ADMIN_BASE}/category`}>{intl.formatMessage(kitchenDashboardMessages.categories)}</Link>
          </Flex>
        )}
      </Card>
      <DraftsWaiting />
      <RecentChanges />
    </Flex>
  );
}
