import { useQuery } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { adminDashboardMessages } from './messages';
import { DASHBOARD, MONTHS } from './queries';
import { SignupRevenueChart } from './SignupRevenueChart';
import { StatCards } from './StatCards';

/** The platform at a glance: the headline counts and the last year's sign-ups and revenue. */
export function DashboardPage() {
  const intl = useIntl();
  const { data, error } = useQuery(DASHBOARD, {
    variables: { months: MONTHS },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {intl.formatMessage(adminDashboardMessages.title)}
      </Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <StatCards data={data} />
          <Card title={intl.formatMessage(adminDashboardMessages.chartTitle, { months: MONTHS })}>
            <SignupRevenueChart
              signups={data.kitchenSignupStats}
              revenue={data.revenueStats.revenue}
              currency={data.revenueStats.currency}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
