import { DataTable, Pagination, type DataTableColumn } from '@brigade/ui';
import { Alert, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { common } from './messages';
import type { PagedListState } from './usePagedList';

type Props<Row extends object> = {
  list: Pick<PagedListState, 'pageNo' | 'sizePerPage' | 'setPage'>;
  rows: Row[];
  total: number;
  /** No answer yet (the first for these filters): neither a total nor page buttons, which would read 'Total records: 0'. */
  loading: boolean;
  /** The list query's error: shown instead of the table, whatever rows a previous answer left. */
  error: Error | null | undefined;
  columns: DataTableColumn<Row>[];
  onReorder?: (ids: string[]) => void;
  /** The list's name: a table wider than its card scrolls under it from the keyboard too (DataTable's `label`). */
  label?: string;
};

/**
 * A list's table with its total and page buttons, or, when the server failed, that failure and
 * nothing else (issue #24): never 'No Record Found' or 'Total records: 0' for a list that could
 * not be read. The heading is ours, in the person's language; under it the server's own message
 * (the services word theirs in the caller's language). Every list screen shows its rows through this.
 */
export function ListTable<Row extends object>({ list, rows, total, loading, error, columns, onReorder, label }: Props<Row>) {
  const intl = useIntl();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={intl.formatMessage(common.listFailed)}
        description={error.message}
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <>
      <DataTable<Row>
        columns={columns}
        rows={rows}
        totalRecords={loading ? undefined : total}
        loading={loading}
        onReorder={onReorder}
        label={label}
      />
      {!loading && (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination total={total} pageSize={list.sizePerPage} current={list.pageNo} onChange={list.setPage} />
        </Flex>
      )}
    </>
  );
}
