import { billingDay, paymentMessages as m } from '@brigade/console-kit';
import { formatMoney, Money } from '@brigade/money';
import { DataTable } from '@brigade/ui';
import { Descriptions, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import type { PlanChange, PlanPeriod } from './types';

type Line = PlanChange['invoice']['lines'][number] & { id: number };

/** What a plan change costs now: both plans with their periods, the prorated lines and the total due. */
export function ProrationPreview({ change }: { change: PlanChange }) {
  const intl = useIntl();
  const { invoice } = change;
  const money = (value: string) => formatMoney(value, invoice.currency, intl.locale);
  const day = (iso: string | null) => billingDay(intl, iso);
  const period = (plan: PlanPeriod) =>
    intl.formatMessage(upgradeMessages.planPeriod, {
      name: plan.name,
      amount: money(plan.amount),
      start: day(plan.periodStart),
      end: day(plan.periodEnd),
    });
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'current', label: intl.formatMessage(upgradeMessages.currentPlan), children: period(change.currentPlan) },
          { key: 'new', label: intl.formatMessage(upgradeMessages.newPlan), children: period(change.newPlan) },
        ]}
      />
      <DataTable<Line>
        rows={invoice.lines.map((line, id) => ({ ...line, id }))}
        columns={[
          { header: intl.formatMessage(upgradeMessages.line), key: 'description', width: 260 },
          {
            header: intl.formatMessage(upgradeMessages.lineDates),
            key: 'periodStart',
            width: 200,
            render: (l) => `${day(l.periodStart)} – ${day(l.periodEnd)}`,
          },
          { header: intl.formatMessage(upgradeMessages.amount), key: 'amount', width: 110, align: 'right', render: (l) => money(l.amount) },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'subtotal', label: intl.formatMessage(m.subtotal), children: money(invoice.subtotal) },
          { key: 'tax', label: intl.formatMessage(m.tax), children: money(invoice.tax) },
          { key: 'total', label: intl.formatMessage(m.total), children: money(invoice.total) },
          { key: 'due', label: intl.formatMessage(upgradeMessages.amountDue), children: <strong>{money(invoice.amountDue)}</strong> },
        ]}
      />
      {new Money(invoice.total).isNegative() && (
        <Typography.Paragraph type="secondary">{intl.formatMessage(upgradeMessages.credit)}</Typography.Paragraph>
      )}
    </>
  );
}
