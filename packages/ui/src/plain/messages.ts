import { defineMessages } from 'react-intl';

export const plainMessages = defineMessages({
  showPassword: { id: 'ui.password.show', defaultMessage: 'Show password' },
  hidePassword: { id: 'ui.password.hide', defaultMessage: 'Hide password' },
});
