import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.cook.title', defaultMessage: 'Cooks' },
  create: { id: 'admin.cook.create', defaultMessage: 'New cook' },
  edit: { id: 'admin.cook.edit', defaultMessage: 'Edit cook' },
  view: { id: 'admin.cook.view', defaultMessage: 'Cook' },
  registered: { id: 'admin.cook.registered', defaultMessage: 'Cook registered successfully, please check email' },
});
