import { defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  genericError: { id: 'ui.error.generic', defaultMessage: 'Something went wrong' },
  save: { id: 'ui.form.save', defaultMessage: 'Save' },
  cancel: { id: 'ui.form.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'ui.form.saved', defaultMessage: 'Saved' },
  deleted: { id: 'ui.form.deleted', defaultMessage: 'Deleted' },
  phoneInvalid: {
    id: 'ui.form.phoneInvalid',
    defaultMessage: 'Please enter a valid phone number with its country code, e.g. +31 6 12345678',
  },
});
