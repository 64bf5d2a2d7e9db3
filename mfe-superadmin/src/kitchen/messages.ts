import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.kitchen.title', defaultMessage: 'Kitchens' },
  create: { id: 'admin.kitchen.create', defaultMessage: 'New kitchen' },
  edit: { id: 'admin.kitchen.edit', defaultMessage: 'Edit kitchen' },
  view: { id: 'admin.kitchen.view', defaultMessage: 'Kitchen' },
  owner: { id: 'admin.kitchen.owner', defaultMessage: 'Owner' },
  noOwner: { id: 'admin.kitchen.noOwner', defaultMessage: 'No admin yet' },
  plan: { id: 'admin.kitchen.plan', defaultMessage: 'Plan' },
  subscriptionPlan: { id: 'admin.kitchen.subscriptionPlan', defaultMessage: 'Subscription plan' },
  noPlan: { id: 'admin.kitchen.noPlan', defaultMessage: 'No plan' },
  counters: { id: 'admin.kitchen.counters', defaultMessage: 'Cooks / Recipes / Dishes' },
  cooksCount: { id: 'admin.kitchen.cooksCount', defaultMessage: 'Cooks' },
  recipeCount: { id: 'admin.kitchen.recipeCount', defaultMessage: 'Recipes' },
  menuItemCount: { id: 'admin.kitchen.menuItemCount', defaultMessage: 'Dishes' },
  dueDate: { id: 'admin.kitchen.dueDate', defaultMessage: 'Due date' },
  dueInDays: { id: 'admin.kitchen.dueInDays', defaultMessage: 'Days until due' },
  isDue: { id: 'admin.kitchen.isDue', defaultMessage: 'Payment due' },
  isFreeTrial: { id: 'admin.kitchen.isFreeTrial', defaultMessage: 'Free trial' },
  cancelled: { id: 'admin.kitchen.cancelled', defaultMessage: 'Cancelled' },
  cancelAt: { id: 'admin.kitchen.cancelAt', defaultMessage: 'Cancelled, ends on' },
  due: { id: 'admin.kitchen.due', defaultMessage: 'Due' },
  yes: { id: 'admin.kitchen.yes', defaultMessage: 'Yes' },
  no: { id: 'admin.kitchen.no', defaultMessage: 'No' },
  lastPayment: { id: 'admin.kitchen.lastPayment', defaultMessage: 'Last payment' },
  noPayment: { id: 'admin.kitchen.noPayment', defaultMessage: 'No payment yet' },
  paymentAmount: { id: 'admin.kitchen.paymentAmount', defaultMessage: 'Last payment amount' },
  paymentDate: { id: 'admin.kitchen.paymentDate', defaultMessage: 'Last payment date' },
  paymentStatus: { id: 'admin.kitchen.paymentStatus', defaultMessage: 'Last payment status' },
  accNumber: { id: 'admin.kitchen.accNumber', defaultMessage: 'Account number' },
  firstAdmin: { id: 'admin.kitchen.firstAdmin', defaultMessage: 'First admin' },
  withAdmin: { id: 'admin.kitchen.withAdmin', defaultMessage: 'Invite its first admin' },
  withAdminHelp: {
    id: 'admin.kitchen.withAdminHelp',
    defaultMessage:
      'The kitchen shows Creating until its admin has been invited, then Active. Without an admin it is active at once; add admins later under Kitchen Admin.',
  },
  monthly: { id: 'admin.kitchen.monthly', defaultMessage: 'Monthly' },
  annual: { id: 'admin.kitchen.annual', defaultMessage: 'Annual' },
});

/** Payment states as billing spells them (the last payment in the view). */
export const paymentStatuses = defineMessages({
  PENDING: { id: 'admin.kitchen.payment.pending', defaultMessage: 'Pending' },
  PAID: { id: 'admin.kitchen.payment.paid', defaultMessage: 'Paid' },
  FAILED: { id: 'admin.kitchen.payment.failed', defaultMessage: 'Failed' },
  REFUNDED: { id: 'admin.kitchen.payment.refunded', defaultMessage: 'Refunded' },
});
