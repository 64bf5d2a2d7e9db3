import { consoleMessages as common, ListTable, RowActions, usePagedList, useUrlParam } from '@brigade/console-kit';
import { useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { day, kitchenName, money, moment } from './format';
import { m } from './messages';
import { paths } from './paths';
import { PaymentStatusTag } from './PaymentStatusTag';
import { PaymentsToolbar } from './PaymentsToolbar';
import { PAYMENT_STATUSES, PAYMENTS, type Payment, type PaymentStatus } from './queries';

/** The status in the address, when it is one billing knows. */
const asStatus = (value: string | null): PaymentStatus | null => PAYMENT_STATUSES.find((status) => status === value) ?? null;

/**
 * Every kitchen's payments, newest first, by kitchen and status (ListPage's text search has nothing
 * to search here); a deleted kitchen's too, named as deleted. A failed read shows its error (ListTable).
 */
export function PaymentListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const [kitchenId, setKitchen] = useUrlParam('kitchen');
  const [statusParam, setStatus] = useUrlParam('status');
  const status = asStatus(statusParam);
  const filters = { ...(kitchenId ? { kitchenId } : {}), ...(status ? { status } : {}) };
  const { data, previousData, loading, error } = useQuery(PAYMENTS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getPayments;
  const amount = (key: 'subtotal' | 'tax' | 'total', header: string): DataTableColumn<Payment> => ({
    header,
    key,
    width: 110,
    align: 'right',
    render: (row) => money(row[key], row.currency, intl.locale),
  });
  const columns: DataTableColumn<Payment>[] = [
    { header: intl.formatMessage(m.invoice), key: 'orderId', width: 120 },
    { header: intl.formatMessage(m.kitchen), key: 'kitchen', width: 180, render: (row) => kitchenName(intl, row.kitchen) },
    { header: intl.formatMessage(m.plan), key: 'plan', width: 140, render: (row) => row.plan?.name },
    {
      header: intl.formatMessage(m.paidAt),
      key: 'paymentAt',
      width: 170,
      render: (row) => moment(row.paymentAt) ?? intl.formatMessage(m.notPaidYet),
    },
    { header: intl.formatMessage(m.paymentCycleDate), key: 'paymentCycleDate', width: 140, render: (row) => day(row.paymentCycleDate) },
    { header: intl.formatMessage(m.dueOn), key: 'dueOn', width: 130, render: (row) => day(row.dueOn) },
    amount('subtotal', intl.formatMessage(m.subtotal)),
    amount('tax', intl.formatMessage(m.tax)),
    amount('total', intl.formatMessage(m.total)),
    { header: intl.formatMessage(m.paid), key: 'status', width: 110, render: (row) => <PaymentStatusTag status={row.status} /> },
    {
      header: intl.formatMessage(common.actions),
      key: 'actions',
      width: 90,
      render: (row) => <RowActions name={row.orderId} viewPath={paths.view(row.id)} />,
    },
  ];
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(m.title)}</Typography.Title>
      <PaymentsToolbar
        kitchenId={kitchenId || null}
        onKitchen={setKitchen}
        status={status}
        onStatus={setStatus}
        pageSize={list.sizePerPage}
        onPageSize={list.setSize}
      />
      <ListTable<Payment>
        list={list}
        columns={columns}
        rows={page?.records ?? []}
        total={page?.total ?? 0}
        loading={loading && !page}
        error={error}
      />
    </Card>
  );
}
