import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminDashboardQuery, AdminDashboardQueryVariables } from '../__generated__/graphql';

/** The dashboard's window: the chart covers this many months, the current one last. */
export const MONTHS = 12;

/**
 * The dashboard's answer. `revenueStats.currency` is ISO 4217 (billing charges in EUR); its
 * `revenueThisMonthCents` and `revenue[].revenueCents` are paid payments net of VAT, in whole cents.
 */
export type Dashboard = AdminDashboardQuery;
export type MonthCount = Dashboard['kitchenSignupStats'][number];
export type MonthRevenue = Dashboard['revenueStats']['revenue'][number];

/**
 * Everything the dashboard shows in one request: the counts are the sums of every kitchen's own
 * counters, the monthly figures are summed by kitchen and billing (services/kitchen and
 * services/billing README 'Statistics').
 */
export const DASHBOARD: TypedDocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables> = gql`
  query AdminDashboard($months: Int!) {
    kitchenTotals {
      kitchens
      cooks
      recipes
      dishes
    }
    kitchenSignupStats(months: $months) {
      month
      count
    }
    revenueStats(months: $months) {
      activeSubscriptions
      currency
      revenueThisMonthCents
      revenue {
        month
        revenueCents
      }
    }
  }
`;
