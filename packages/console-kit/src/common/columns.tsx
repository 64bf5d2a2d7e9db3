import { StatusTag, type DataTableColumn } from '@brigade/ui';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { common } from './messages';

/** The Status column every list ends its fields with. */
export function statusColumn<Row extends { status: string }>(intl: IntlShape): DataTableColumn<Row> {
  return { header: intl.formatMessage(common.status), key: 'status', width: 110, render: (row) => <StatusTag status={row.status} /> };
}

/** The Actions column (View, Edit, Delete: usually RowActions) every list ends with. */
export function actionsColumn<Row>(intl: IntlShape, render: (row: Row) => ReactNode, width = 190): DataTableColumn<Row> {
  // View, Edit and Delete fit in 190 px (they wrap in longer languages); wide lists need the room (issue #45).
  return { header: intl.formatMessage(common.actions), key: 'actions', width, render };
}
