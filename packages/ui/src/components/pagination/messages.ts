import { defineMessages } from 'react-intl';

export const paginationMessages = defineMessages({
  nav: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page, number}' },
});
