import { consoleMessages, RowActions } from '@brigade/console-kit';
import type { DataTableColumn } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { UPGRADE_PATH } from '../common/paths';
import { useBillingFormat } from './format';
import { m } from './messages';
import { PaymentStatusTag } from './PaymentStatusTag';
import type { Payment } from './queries';

const AMOUNTS = ['subtotal', 'tax', 'total'] as const;

/** The history's columns (SPEC.md §3 'Payment ... Displayed'): invoice, period, due date, amounts, paid or not. */
export function usePaymentColumns(): DataTableColumn<Payment>[] {
  const intl = useIntl();
  const f = useBillingFormat();
  const text = (key: keyof typeof m) => intl.formatMessage(m[key]);
  return [
    { header: text('invoice'), key: 'orderId', width: 120 },
    { header: text('description'), key: 'description', width: 220 },
    { header: text('period'), key: 'paymentCycleDate', width: 130, render: (row) => f.day(row.paymentCycleDate) },
    { header: text('dueOn'), key: 'dueOn', width: 130, render: (row) => f.day(row.dueOn) },
    ...AMOUNTS.map((key): DataTableColumn<Payment> => ({
      header: text(key),
      key,
      width: 110,
      align: 'right',
      render: (row) => f.money(row[key], row.currency),
    })),
    { header: text('status'), key: 'status', width: 120, render: (row) => <PaymentStatusTag status={row.status} /> },
    { header: text('paidAt'), key: 'paymentAt', width: 170, render: (row) => (row.paymentAt ? f.moment(row.paymentAt) : text('notPaid')) },
    {
      header: intl.formatMessage(consoleMessages.actions),
      key: 'actions',
      width: 90,
      render: (row) => <RowActions name={row.orderId} viewPath={`${UPGRADE_PATH}/${row.id}`} />,
    },
  ];
}
