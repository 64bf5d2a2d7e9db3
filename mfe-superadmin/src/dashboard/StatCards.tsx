import { formatMoney, fromMinor } from '@brigade/money';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { adminDashboardMessages } from './messages';
import type { Dashboard } from './queries';

type Stat = { label: MessageDescriptor; value: number; shown?: ReactNode; note?: MessageDescriptor };

/** The six headline numbers, each in a card named by its title (so it reads as one figure). */
export function StatCards({ data }: { data: Dashboard }) {
  const intl = useIntl();
  const { revenueStats: money, kitchenTotals: totals } = data;
  const stats: Stat[] = [
    { label: adminDashboardMessages.kitchens, value: totals.kitchens },
    { label: adminDashboardMessages.cooks, value: totals.cooks },
    { label: adminDashboardMessages.recipes, value: totals.recipes },
    { label: adminDashboardMessages.dishes, value: totals.dishes },
    { label: adminDashboardMessages.activeSubscriptions, value: money.activeSubscriptions },
    {
      label: adminDashboardMessages.revenueThisMonth,
      value: money.revenueThisMonthCents,
      // Billing counts whole cents; people read the currency.
      shown: formatMoney(fromMinor(money.revenueThisMonthCents, money.currency), money.currency, intl.locale),
      note: adminDashboardMessages.revenueNote,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map(({ label, value, shown, note }) => {
        const title = intl.formatMessage(label);
        return (
          <Col key={label.id} xs={24} sm={12} lg={8} xxl={4}>
            <Card size="small" role="group" aria-label={title} style={{ height: '100%' }}>
              <Statistic title={title} value={value} formatter={() => shown ?? intl.formatNumber(value)} />
              {note && <Typography.Text type="secondary">{intl.formatMessage(note)}</Typography.Text>}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
