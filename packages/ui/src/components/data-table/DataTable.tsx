import { Table, Typography } from 'antd';
import { lazy, Suspense, type Key } from 'react';
import { FormattedMessage } from 'react-intl';
import { spinnerMessages } from '../spinner/messages';
import { RowDetail } from './RowDetail';
import { ScrollableTable } from './ScrollableTable';
import { toAntColumns, type DataTableColumn } from './columns';
import { dataTableMessages } from './messages';
import type { RowDragging } from './SortableRows';

// dnd-kit (15 kB gzipped) is fetched by the first list whose rows can be dragged, not by every page (#26).
const SortableRows = lazy(() => import('./SortableRows.js').then(({ SortableRows }) => ({ default: SortableRows })));

export type DataTableProps<Row extends object> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** The field (default 'id') or function that tells rows apart. */
  rowKey?: string | ((row: Row) => Key);
  /** Shown as "Total records: n" when given (SPEC.md §2: lists show total records). */
  totalRecords?: number;
  totalPlacement?: 'top' | 'bottom';
  loading?: boolean;
  /** Rows can be dragged into a new order (by a grip in the first column); gets every key in the new order. */
  onReorder?: (keys: string[]) => void;
  /** The table's name: when it is wider than its card, its scrolling box is a region the keyboard can scroll (ScrollableTable). */
  label?: string;
};

/** antd's Table without its own pagination: pages come from the separate Pagination. */
export function DataTable<Row extends object>({
  columns,
  rows,
  rowKey = 'id',
  totalRecords,
  totalPlacement = 'top',
  loading = false,
  onReorder,
  label,
}: DataTableProps<Row>) {
  const total =
    totalRecords === undefined ? null : (
      <Typography.Text type="secondary">
        <FormattedMessage {...dataTableMessages.total} values={{ count: totalRecords }} />
      </Typography.Text>
    );
  // Until dnd-kit has arrived the grip column is there, empty, so the rows do not shift when it comes.
  // Columns marked `detail` open under their row from its expand button (antd's, in the person's language).
  const details = columns.filter((column) => column.detail);
  const expandable =
    details.length > 0
      ? {
          expandable: {
            expandedRowRender: (row: Row) => <RowDetail columns={details} row={row} />,
            fixed: 'left' as const,
            columnWidth: 48,
          },
        }
      : {};
  const table = (dragging: RowDragging | null) => {
    const dragColumn: DataTableColumn<Row>[] = onReorder
      ? [{ header: '', key: '__drag', width: 48, render: () => (dragging ? <dragging.Handle /> : null) }]
      : [];
    return (
      <Table<Row>
        columns={toAntColumns([...dragColumn, ...columns])}
        dataSource={rows}
        rowKey={rowKey}
        pagination={false}
        // A table wider than its card (many columns on a tablet) scrolls sideways inside the card
        // under its pinned first column instead of pushing Status and Actions out of sight.
        scroll={{ x: 'max-content' }}
        {...expandable}
        {...(dragging ? { components: { body: { row: dragging.Row } } } : {})}
        loading={{ spinning: loading, description: <FormattedMessage {...spinnerMessages.loading} /> }}
        // While loading the overlay says so; "No Record Found" under it would be premature.
        // antd paints the placeholder in its disabled grey, 2:1 on a dark card (axe): secondary text reads at AA.
        locale={{
          emptyText: loading ? (
            ' '
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage {...dataTableMessages.empty} />
            </Typography.Text>
          ),
        }}
      />
    );
  };
  const body = (
    <div>
      {totalPlacement === 'top' && total}
      {onReorder ? (
        <Suspense fallback={table(null)}>
          <SortableRows keys={rows.map((row) => String(keyOf(row, rowKey)))} onReorder={onReorder} render={table} />
        </Suspense>
      ) : (
        table(null)
      )}
      {totalPlacement === 'bottom' && total}
    </div>
  );
  return label ? <ScrollableTable label={label}>{body}</ScrollableTable> : body;
}

function keyOf<Row extends object>(row: Row, rowKey: string | ((row: Row) => Key)): Key {
  return typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, Key>)[rowKey] ?? '');
}
