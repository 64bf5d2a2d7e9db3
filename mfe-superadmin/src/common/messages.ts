import { defineMessages } from 'react-intl';

/** Words every screen of the console uses, said once. */
export const common = defineMessages({
  create: { id: 'admin.action.create', defaultMessage: 'Create' },
  edit: { id: 'admin.action.edit', defaultMessage: 'Edit' },
  view: { id: 'admin.action.view', defaultMessage: 'View' },
  delete: { id: 'admin.action.delete', defaultMessage: 'Delete' },
  back: { id: 'admin.action.back', defaultMessage: 'Back' },
  actions: { id: 'admin.column.actions', defaultMessage: 'Actions' },
  name: { id: 'admin.field.name', defaultMessage: 'Name' },
  status: { id: 'admin.field.status', defaultMessage: 'Status' },
  description: { id: 'admin.field.description', defaultMessage: 'Description' },
  image: { id: 'admin.field.image', defaultMessage: 'Image' },
  createdAt: { id: 'admin.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'admin.field.updatedAt', defaultMessage: 'Updated' },
  required: { id: 'admin.field.required', defaultMessage: 'Please enter {field}' },
  notFound: { id: 'admin.record.notFound', defaultMessage: 'This record does not exist or you may not see it.' },
  created: { id: 'admin.toast.created', defaultMessage: 'Created' },
  saved: { id: 'admin.toast.saved', defaultMessage: 'Saved' },
  deleted: { id: 'admin.toast.deleted', defaultMessage: 'Deleted' },
  orderSaved: { id: 'admin.toast.orderSaved', defaultMessage: 'Order saved' },
});
