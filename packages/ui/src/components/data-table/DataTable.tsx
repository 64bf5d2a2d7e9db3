import { Table, Typography } from 'antd';
import type { Key } from 'react';
import { FormattedMessage } from 'react-intl';
import { spinnerMessages } from '../spinner/messages';
import { toAntColumns, type DataTableColumn } from './columns';
import { dataTableMessages } from './messages';

export type DataTableProps<Row extends object> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** The field (default 'id') or function that tells rows apart. */
  rowKey?: string | ((row: Row) => Key);
  /** Shown as "Total records: n" when given (SPEC.md §2: lists show total records). */
  totalRecords?: number;
  totalPlacement?: 'top' | 'bottom';
  loading?: boolean;
};

/** antd's Table without its own pagination: pages come from the separate Pagination. */
export function DataTable<Row extends object>({
  columns,
  rows,
  rowKey = 'id',
  totalRecords,
  totalPlacement = 'top',
  loading = false,
}: DataTableProps<Row>) {
  const total =
    totalRecords === undefined ? null : (
      <Typography.Text type="secondary">
        <FormattedMessage {...dataTableMessages.total} values={{ count: totalRecords }} />
      </Typography.Text>
    );
  return (
    <div>
      {totalPlacement === 'top' && total}
      <Table<Row>
        columns={toAntColumns(columns)}
        dataSource={rows}
        rowKey={rowKey}
        pagination={false}
        loading={{ spinning: loading, description: <FormattedMessage {...spinnerMessages.loading} /> }}
        // While loading the overlay says so; "No Record Found" under it would be premature.
        locale={{ emptyText: loading ? ' ' : <FormattedMessage {...dataTableMessages.empty} /> }}
      />
      {totalPlacement === 'bottom' && total}
    </div>
  );
}
