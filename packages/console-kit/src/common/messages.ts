import { defineMessages } from 'react-intl';

/** Words every screen of the console uses, said once. */
export const common = defineMessages({
  create: { id: 'console.action.create', defaultMessage: 'Create' },
  edit: { id: 'console.action.edit', defaultMessage: 'Edit' },
  view: { id: 'console.action.view', defaultMessage: 'View' },
  delete: { id: 'console.action.delete', defaultMessage: 'Delete' },
  back: { id: 'console.action.back', defaultMessage: 'Back' },
  actions: { id: 'console.column.actions', defaultMessage: 'Actions' },
  name: { id: 'console.field.name', defaultMessage: 'Name' },
  status: { id: 'console.field.status', defaultMessage: 'Status' },
  description: { id: 'console.field.description', defaultMessage: 'Description' },
  image: { id: 'console.field.image', defaultMessage: 'Image' },
  createdAt: { id: 'console.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'console.field.updatedAt', defaultMessage: 'Updated' },
  required: { id: 'console.field.required', defaultMessage: 'Please enter {field}' },
  notFound: { id: 'console.record.notFound', defaultMessage: 'This record does not exist or you may not see it.' },
  listFailed: { id: 'console.list.failed', defaultMessage: 'The list could not be loaded' },
  created: { id: 'console.toast.created', defaultMessage: 'Created' },
  saved: { id: 'console.toast.saved', defaultMessage: 'Saved' },
  deleted: { id: 'console.toast.deleted', defaultMessage: 'Deleted' },
  orderSaved: { id: 'console.toast.orderSaved', defaultMessage: 'Order saved' },
});
