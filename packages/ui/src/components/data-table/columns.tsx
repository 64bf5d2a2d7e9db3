import { Flex, Typography, type TableColumnsType } from 'antd';
import { Fragment, type ReactNode } from 'react';

export type DataTableColumn<Row> = {
  header: ReactNode;
  /** The row field shown when there is no render, and the column's identity. */
  key: string;
  /** px, or any CSS width; SPEC.md §9: 200 unless set. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  render?: (row: Row) => ReactNode;
  /**
   * Stacked under the cell's own content as secondary text (the owner's e-mail under a kitchen's
   * name, the due date under a period): what would otherwise need a column of its own (issue #45).
   * A list of values reads 'Dairy · Platform' (empty ones left out), each value its own element.
   */
  secondary?: (row: Row) => ReactNode | ReactNode[];
  /**
   * Shown in the row's detail, opened by the row's expand button, instead of as a column: figures
   * a person looks up for one row rather than compares down the list (a subtotal and its tax).
   */
  detail?: boolean;
};

export const DEFAULT_COLUMN_WIDTH = 200;

/** The field as text; objects and absent values show nothing rather than "[object Object]". */
export function cellText(row: object, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key];
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

const shows = (part: ReactNode) => part !== undefined && part !== null && part !== false && part !== '';

/** What a column shows for a row: its render (or field) with its secondary lines under it. */
export function cellContent<Row extends object>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const main = column.render ? column.render(row) : cellText(row, column.key);
  const given = column.secondary?.(row);
  const parts = (Array.isArray(given) ? given : [given]).filter(shows);
  if (parts.length === 0) return main;
  const secondary = parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      <span>{part}</span>
    </Fragment>
  ));
  return (
    <Flex vertical align={column.align === 'right' ? 'end' : column.align === 'center' ? 'center' : 'start'}>
      <span>{main}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-secondary="">
        {secondary}
      </Typography.Text>
    </Flex>
  );
}

/**
 * antd's columns. The first column is the row's identity (a name, a kitchen, an invoice): pinned to
 * the left edge, with a drag grip before it, so a table wider than its card (a tablet) scrolls the
 * rest under it and never hides what the row is. Columns marked `detail` are left to the detail row.
 */
export function toAntColumns<Row extends object>(columns: DataTableColumn<Row>[]): TableColumnsType<Row> {
  const shown = columns.filter((column) => !column.detail);
  const identity = shown.findIndex((column) => column.key !== '__drag');
  return shown.map((column, index) => {
    const { header, key, width = DEFAULT_COLUMN_WIDTH, align = 'left' } = column;
    return {
      title: header,
      key,
      width,
      align,
      ...(index <= identity ? { fixed: 'left' as const } : {}),
      // When a wide table scrolls sideways, a row's actions stay in sight at the right edge.
      ...(key === 'actions' ? { fixed: 'right' as const } : {}),
      render: (_value: unknown, row: Row) => cellContent(column, row),
    };
  });
}
