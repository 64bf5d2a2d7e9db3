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
 * Issue #45: at 1366 px the row's identity (the kitchen in the ledger, the invoice in a kitchen's
 * history), the dates, Total and the status fit side by side: the invoice and plan (or description)
 * are stacked under it, the moment paid under the status, subtotal and tax in the row's detail.
 */
export function usePaymentColumns(): DataTableColumn<Payment>[] {
  const intl = useIntl();
  const platform = usePlatformScope();
  const paths = useEntityPaths('payments');
  const text = (key: keyof typeof paymentMessages) => intl.formatMessage(paymentMessages[key]);
  const amount = (key: 'subtotal' | 'tax' | 'total', detail = false): DataTableColumn<Payment> => ({
    header: text(key),
    key,
    width: 120,
    align: 'right',
    detail,
    render: (row) => formatMoney(row[key], row.currency, intl.locale),
  });
  const status: DataTableColumn<Payment> = {
    header: platform ? text('paid') : intl.formatMessage(common.status),
    key: 'status',
    width: 190,
    render: (row) => <PaymentStatusTag status={row.status} />,
    secondary: (row) => (row.paymentAt ? billingMoment(intl, row.paymentAt) : text('notPaid')),
  };
  const identity: DataTableColumn<Payment> = platform
    ? {
        header: text('kitchen'),
        key: 'kitchen',
        width: 220,
        render: (row) => kitchenName(intl, row.kitchen),
        secondary: (row) => [row.orderId, row.plan?.name],
      }
    : { header: text('invoice'), key: 'orderId', width: 220, secondary: (row) => row.description };
  return [
    identity,
    {
      header: text(platform ? 'paymentCycleDate' : 'period'),
      key: 'paymentCycleDate',
      width: 140,
      render: (row) => billingDay(intl, row.paymentCycleDate),
    },
    { header: text('dueOn'), key: 'dueOn', width: 130, render: (row) => billingDay(intl, row.dueOn) },
    amount('subtotal', true),
    amount('tax', true),
    amount('total'),
    status,
    {
      header: intl.formatMessage(common.actions),
      key: 'actions',
      width: 90,
      render: (row) => <RowActions name={row.orderId} viewPath={paths.view(row.id)} />,
    },
  ];
}
