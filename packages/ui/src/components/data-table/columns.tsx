import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

export type DataTableColumn<Row> = {
  header: ReactNode;
  /** The row field shown when there is no render, and the column's identity. */
  key: string;
  /** px, or any CSS width; SPEC.md §9: 200 unless set. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  render?: (row: Row) => ReactNode;
};

export const DEFAULT_COLUMN_WIDTH = 200;

/** The field as text; objects and absent values show nothing rather than "[object Object]". */
export function cellText(row: object, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key];
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

export function toAntColumns<Row extends object>(columns: DataTableColumn<Row>[]): TableColumnsType<Row> {
  return columns.map(({ header, key, width = DEFAULT_COLUMN_WIDTH, align = 'left', render }) => ({
    title: header,
    key,
    width,
    align,
    // When a wide table scrolls sideways, a row's actions stay in sight at the right edge.
    ...(key === 'actions' ? { fixed: 'right' as const } : {}),
    render: (_value: unknown, row: Row) => (render ? render(row) : cellText(row, key)),
  }));
}
