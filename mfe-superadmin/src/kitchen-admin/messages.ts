import { defineMessages } from 'react-intl';

export const kitchenAdminMessages = defineMessages({
  title: { id: 'admin.kitchenAdmin.title', defaultMessage: 'Kitchen admins' },
  create: { id: 'admin.kitchenAdmin.create', defaultMessage: 'New kitchen admin' },
  edit: { id: 'admin.kitchenAdmin.edit', defaultMessage: 'Edit kitchen admin' },
  view: { id: 'admin.kitchenAdmin.view', defaultMessage: 'Kitchen admin' },
  registered: { id: 'admin.kitchenAdmin.registered', defaultMessage: 'Kitchen admin registered successfully, please check email' },
});
