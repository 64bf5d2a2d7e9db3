import { defineMessages } from 'react-intl';

export const kitchenAccountMessages = defineMessages({
  title: { id: 'kitchen.account.title', defaultMessage: 'Account' },
  password: { id: 'kitchen.account.password', defaultMessage: 'Password' },
  deleteTitle: { id: 'kitchen.account.deleteTitle', defaultMessage: 'Delete account' },
  deleteText: {
    id: 'kitchen.account.deleteText',
    defaultMessage:
      'Deleting your account cannot be undone. If you are the kitchen’s last admin, the kitchen closes too, with its cooks, recipes and dishes.',
  },
  deleteButton: { id: 'kitchen.account.deleteButton', defaultMessage: 'Delete my account' },
  deleted: { id: 'kitchen.account.deleted', defaultMessage: 'Your account has been deleted' },
});
