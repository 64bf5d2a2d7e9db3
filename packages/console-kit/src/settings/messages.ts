import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  passwordText: {
    id: 'console.settings.passwordText',
    defaultMessage: 'Changing your password signs you out everywhere else; this browser stays signed in.',
  },
  changePassword: { id: 'console.settings.changePassword', defaultMessage: 'Change password' },
});
