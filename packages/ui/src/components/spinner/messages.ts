import { defineMessages } from 'react-intl';

export const spinnerMessages = defineMessages({
  loading: { id: 'ui.loading', defaultMessage: 'Loading...' },
});
