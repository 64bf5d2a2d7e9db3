import { defineMessages } from 'react-intl';

export const kitchenDashboardMessages = defineMessages({
  usage: { id: 'kitchen.dashboard.usage', defaultMessage: 'Your plan' },
  usageBar: { id: 'kitchen.dashboard.usageBar', defaultMessage: '{what}: {used, number} of {allowed, number} used' },
  planName: { id: 'kitchen.dashboard.planName', defaultMessage: '{plan} plan' },
  noPlan: { id: 'kitchen.dashboard.noPlan', defaultMessage: 'No plan yet' },
  perCook: { id: 'kitchen.dashboard.perCook', defaultMessage: 'Each cook sees up to {count} recipes' },
  trial: {
    id: 'kitchen.dashboard.trial',
    defaultMessage: 'Your free trial ends {days, plural, =0 {today} one {tomorrow} other {in # days}}, on {date}.',
  },
  due: { id: 'kitchen.dashboard.due', defaultMessage: 'Your payment was due on {date}.' },
  paidUntil: { id: 'kitchen.dashboard.paidUntil', defaultMessage: 'Paid until {date}.' },
  cancelled: { id: 'kitchen.dashboard.cancelled', defaultMessage: 'Your subscription is cancelled and ends on {date}.' },
  choosePlan: { id: 'kitchen.dashboard.choosePlan', defaultMessage: 'Choose a plan' },
  recent: { id: 'kitchen.dashboard.recent', defaultMessage: 'Recent changes' },
  nothingYet: { id: 'kitchen.dashboard.nothingYet', defaultMessage: 'No recipes or dishes yet' },
  recipe: { id: 'kitchen.dashboard.recipe', defaultMessage: 'Recipe' },
  dish: { id: 'kitchen.dashboard.dish', defaultMessage: 'Dish' },
  categories: { id: 'kitchen.dashboard.categories', defaultMessage: 'Categories' },
  storage: { id: 'kitchen.dashboard.storage', defaultMessage: 'Storage' },
  storageUsed: { id: 'kitchen.dashboard.storageUsed', defaultMessage: '{used} of {allowed}' },
  storageFull: {
    id: 'kitchen.dashboard.storageFull',
    defaultMessage: 'Your storage is full: delete pictures or videos you no longer need, or choose a larger plan.',
  },
});
