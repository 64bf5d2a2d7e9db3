import { formatMoney } from '@brigade/money';
import type { DataTableColumn } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { RowActions } from '../common/RowActions';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { paymentMessages } from './messages';
import { PaymentStatusTag } from './PaymentStatusTag';
import { billingDay, billingMoment, kitchenName } from './paymentText';
import type { Payment } from './queries';

/**
 * A payments list's columns (SPEC.md §3 'Payment ... Displayed'): the invoice, the period and due
 * date, subtotal, tax and total, paid or not, and View. The super admin's list of every kitchen's
 * payments names the kitchen and plan where a kitchen's own history describes the invoice, and is
 * headed by its ledger's words ('Payment cycle date', 'Paid').
 */
export function usePaymentColumns(): DataTableColumn<Payment>[] {
  const intl = useIntl();
  const platform = usePlatformScope();
  const paths = useEntityPaths('payments');
  const text = (key: keyof typeof paymentMessages) => intl.formatMessage(paymentMessages[key]);
  const amount = (key: 'subtotal' | 'tax' | 'total'): DataTableColumn<Payment> => ({
    header: text(key),
    key,
    width: 110,
    align: 'right',
    render: (row) => formatMoney(row[key], row.currency, intl.locale),
  });
  const paidAt: DataTableColumn<Payment> = {
    header: text('paidAt'),
    key: 'paymentAt',
    width: 170,
    render: (row) => (row.paymentAt ? billingMoment(intl, row.paymentAt) : text('notPaid')),
  };
  const status: DataTableColumn<Payment> = {
    header: platform ? text('paid') : intl.formatMessage(common.status),
    key: 'status',
    width: 120,
    render: (row) => <PaymentStatusTag status={row.status} />,
  };
  return [
    { header: text('invoice'), key: 'orderId', width: 120 },
    ...(platform
      ? [
          { header: text('kitchen'), key: 'kitchen', width: 180, render: (row: Payment) => kitchenName(intl, row.kitchen) },
          { header: text('plan'), key: 'plan', width: 140, render: (row: Payment) => row.plan?.name },
          paidAt,
        ]
      : [{ header: text('description'), key: 'description', width: 220 }]),
    {
      header: text(platform ? 'paymentCycleDate' : 'period'),
      key: 'paymentCycleDate',
      width: 140,
      render: (row) => billingDay(intl, row.paymentCycleDate),
    },
    { header: text('dueOn'), key: 'dueOn', width: 130, render: (row) => billingDay(intl, row.dueOn) },
    amount('subtotal'),
    amount('tax'),
    amount('total'),
    status,
    ...(platform ? [] : [paidAt]),
    {
      header: intl.formatMessage(common.actions),
      key: 'actions',
      width: 90,
      render: (row) => <RowActions name={row.orderId} viewPath={paths.view(row.id)} />,
    },
  ];
}
