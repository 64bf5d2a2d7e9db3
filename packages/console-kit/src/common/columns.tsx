import { StatusTag, type DataTableColumn } from '@brigade/ui';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { common } from './messages';

/** The Status column every list ends its fields with. */
export function statusColumn<Row extends { status: string }>(intl: IntlShape): DataTableColumn<Row> {
  return { header: intl.formatMessage(common.status), key: 'status', width: 120, render: (row) => <StatusTag status={row.status} /> };
}

/** The Actions column (View, Edit, Delete: usually RowActions) every list ends with. */
export function actionsColumn<Row>(intl: IntlShape, render: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { header: intl.formatMessage(common.actions), key: 'actions', width: 220, render };
}
