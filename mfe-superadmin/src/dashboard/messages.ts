import { defineMessages } from 'react-intl';

export const adminDashboardMessages = defineMessages({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Dashboard' },
  kitchens: { id: 'admin.dashboard.kitchens', defaultMessage: 'Kitchens' },
  cooks: { id: 'admin.dashboard.cooks', defaultMessage: 'Cooks' },
  recipes: { id: 'admin.dashboard.recipes', defaultMessage: 'Recipes' },
  dishes: { id: 'admin.dashboard.dishes', defaultMessage: 'Menu items' },
  activeSubscriptions: { id: 'admin.dashboard.activeSubscriptions', defaultMessage: 'Active subscriptions' },
  revenueThisMonth: { id: 'admin.dashboard.revenueThisMonth', defaultMessage: 'Revenue this month' },
  revenueNote: { id: 'admin.dashboard.revenueNote', defaultMessage: 'Paid payments, excluding VAT' },
  chartTitle: { id: 'admin.dashboard.chartTitle', defaultMessage: 'Sign-ups and revenue, last {months} months' },
  signups: { id: 'admin.dashboard.signups', defaultMessage: 'Kitchen sign-ups' },
  revenue: { id: 'admin.dashboard.revenue', defaultMessage: 'Revenue' },
});
