import { useQuery } from '@apollo/client/react';
import { ListTable, PAYMENTS, usePagedList, usePaymentColumns, type Payment } from '@brigade/console-kit';
import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { kitchenPaymentMessages } from './messages';

/** The kitchen's invoices, newest first, paged in the address (?page=) so a reload keeps the page. */
export function PaymentHistory() {
  const intl = useIntl();
  const columns = usePaymentColumns();
  const list = usePagedList();
  const { data, previousData, loading, error } = useQuery(PAYMENTS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown until the next one comes, so paging does not blank the table.
  const shown = (data ?? previousData)?.getPayments;
  const total = shown?.total ?? 0;
  return (
    <Card title={intl.formatMessage(kitchenPaymentMessages.history)}>
      <ListTable<Payment>
        list={list}
        rows={shown?.records ?? []}
        columns={columns}
        loading={!shown && loading}
        total={total}
        error={error}
      />
    </Card>
  );
}
