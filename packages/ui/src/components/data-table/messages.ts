import { defineMessages } from 'react-intl';

export const dataTableMessages = defineMessages({
  empty: { id: 'ui.table.empty', defaultMessage: 'No Record Found' },
  // A label and a number, so no noun agrees with the count in any of the six languages.
  total: { id: 'ui.table.total', defaultMessage: 'Total records: {count, number}' },
});
