import { Typography } from 'antd';
import { cellContent, type DataTableColumn } from './columns';

/** A row's detail: each `detail` column as its header over its value, side by side, wrapping on a narrow screen. */
export function RowDetail<Row extends object>({ columns, row }: { columns: DataTableColumn<Row>[]; row: Row }) {
  return (
    <dl data-row-detail="" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 32px', margin: 0 }}>
      {columns.map((column) => (
        <div key={column.key}>
          <dt>
            <Typography.Text type="secondary">{column.header}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, textAlign: column.align === 'right' ? 'right' : undefined }}>{cellContent(column, row)}</dd>
        </div>
      ))}
    </dl>
  );
}
