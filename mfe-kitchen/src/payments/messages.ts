import { defineMessages } from 'react-intl';

/** The Upgrade Plan screen: the current plan and the plans on offer; a payment's own words are console-kit's (paymentMessages). */
export const kitchenPaymentMessages = defineMessages({
  title: { id: 'kitchen.payments.title', defaultMessage: 'Upgrade Plan' },
  currentPlan: { id: 'kitchen.payments.currentPlan', defaultMessage: 'Your plan' },
  noPlan: { id: 'kitchen.payments.noPlan', defaultMessage: 'Your kitchen has no plan at the moment.' },
  plan: { id: 'kitchen.payments.plan', defaultMessage: 'Plan' },
  planName: { id: 'kitchen.payments.planName', defaultMessage: '{name} ({cycle})' },
  price: { id: 'kitchen.payments.price', defaultMessage: 'Price' },
  pricePerCycle: {
    id: 'kitchen.payments.pricePerCycle',
    defaultMessage: '{price} {cycle, select, ANNUAL {a year} MONTHLY {a month} other {a cycle}} + VAT',
  },
  cooks: { id: 'kitchen.payments.cooks', defaultMessage: 'Cooks' },
  recipes: { id: 'kitchen.payments.recipes', defaultMessage: 'Recipes' },
  dishes: { id: 'kitchen.payments.dishes', defaultMessage: 'Dishes' },
  perCookRecipes: { id: 'kitchen.payments.perCookRecipes', defaultMessage: 'Recipes each cook may view' },
  used: { id: 'kitchen.payments.used', defaultMessage: '{used} of {limit}' },
  trialEnds: {
    id: 'kitchen.payments.trialEnds',
    defaultMessage: 'Free trial until {date} ({days, plural, one {# day} other {# days}} left)',
  },
  paidUntil: { id: 'kitchen.payments.paidUntil', defaultMessage: 'Paid until {date}' },
  overdue: { id: 'kitchen.payments.overdue', defaultMessage: 'Payment overdue since {date}' },
  cancelScheduled: { id: 'kitchen.payments.cancelScheduled', defaultMessage: 'Cancelled: the plan ends on {date}' },
  status: { id: 'kitchen.payments.status', defaultMessage: 'Status' },
  MONTHLY: { id: 'kitchen.payments.monthly', defaultMessage: 'Monthly' },
  ANNUAL: { id: 'kitchen.payments.annual', defaultMessage: 'Annual' },
  UNKNOWN: { id: 'kitchen.payments.unknownCycle', defaultMessage: 'Unknown cycle' },
  onOffer: { id: 'kitchen.payments.onOffer', defaultMessage: 'Plans' },
  choose: { id: 'kitchen.payments.choose', defaultMessage: 'Choose {name}' },
  switchTo: { id: 'kitchen.payments.switchTo', defaultMessage: 'Switch to {name}' },
  yours: { id: 'kitchen.payments.yours', defaultMessage: 'Current plan' },
  history: { id: 'kitchen.payments.history', defaultMessage: 'Payments' },
  purchased: { id: 'kitchen.payments.purchased', defaultMessage: 'Thank you! Your kitchen is now on {plan}.' },
});
