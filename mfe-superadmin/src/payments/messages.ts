import { defineMessages } from 'react-intl';

/** The super admin's list of every kitchen's payments: its title and filters; a payment's own words are console-kit's. */
export const adminPaymentMessages = defineMessages({
  title: { id: 'admin.payments.title', defaultMessage: 'Payments' },
  kitchen: { id: 'admin.payments.kitchen', defaultMessage: 'Kitchen' },
  allKitchens: { id: 'admin.payments.allKitchens', defaultMessage: 'All kitchens' },
  allStatuses: { id: 'admin.payments.allStatuses', defaultMessage: 'All payments' },
  paymentStatus: { id: 'admin.payments.status', defaultMessage: 'Payment status' },
  pageSize: { id: 'admin.payments.pageSize', defaultMessage: 'Rows per page' },
  perPage: { id: 'admin.payments.perPage', defaultMessage: '{size} / page' },
});
