import { useQuery } from '@apollo/client/react';
import { usePagedList } from '@brigade/console-kit';
import { DataTable, Pagination } from '@brigade/ui';
import { Alert, Card, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { m } from './messages';
import { usePaymentColumns } from './paymentColumns';
import { PAYMENTS, type Payment } from './queries';

type Page = { getPayments: { total: number; records: Payment[] } };

/** The kitchen's invoices, newest first, paged in the address (?page=) so a reload keeps the page. */
export function PaymentHistory() {
  const intl = useIntl();
  const columns = usePaymentColumns();
  const list = usePagedList();
  const { data, previousData, loading, error } = useQuery<Page>(PAYMENTS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown until the next one comes, so paging does not blank the table.
  const shown = (data ?? previousData)?.getPayments;
  const total = shown?.total ?? 0;
  return (
    <Card title={intl.formatMessage(m.history)}>
      {error && <Alert type="error" showIcon role="alert" title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable<Payment> rows={shown?.records ?? []} columns={columns} loading={!shown && loading} totalRecords={total} />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination current={list.pageNo} pageSize={list.sizePerPage} total={total} onChange={list.setPage} />
      </Flex>
    </Card>
  );
}
