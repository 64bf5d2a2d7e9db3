import { useQuery } from '@apollo/client/react';
import {
  ListTable,
  PAYMENT_STATUSES,
  PAYMENTS,
  usePagedList,
  usePaymentColumns,
  useUrlParam,
  type Payment,
  type PaymentStatus,
} from '@brigade/console-kit';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { adminPaymentMessages } from './messages';
import { PaymentsToolbar } from './PaymentsToolbar';

/** The status in the address, when it is one billing knows. */
const asStatus = (value: string | null): PaymentStatus | null => PAYMENT_STATUSES.find((status) => status === value) ?? null;

/**
 * Every kitchen's payments, newest first, by kitchen and status (ListPage's text search has nothing
 * to search here); a deleted kitchen's too, named as deleted. A failed read shows its error (ListTable).
 */
export function PaymentListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const columns = usePaymentColumns();
  const [kitchenId, setKitchen] = useUrlParam('kitchen');
  const [statusParam, setStatus] = useUrlParam('status');
  const status = asStatus(statusParam);
  const filters = { ...(kitchenId ? { kitchenId } : {}), ...(status ? { status } : {}) };
  const { data, previousData, loading, error } = useQuery(PAYMENTS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getPayments;
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(adminPaymentMessages.title)}</Typography.Title>
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
