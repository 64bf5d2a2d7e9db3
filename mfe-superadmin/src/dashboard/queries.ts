import { gql } from '@apollo/client';

/** The dashboard's window: the chart covers this many months, the current one last. */
export const MONTHS = 12;

export type MonthCount = { month: string; count: number };
export type MonthRevenue = { month: string; revenueCents: number };
export type RevenueStats = {
  activeSubscriptions: number;
  /** ISO 4217 (billing charges in EUR). */
  currency: string;
  /** Paid payments net of VAT, in whole cents of `currency`. */
  revenueThisMonthCents: number;
  revenue: MonthRevenue[];
};

export type Dashboard = {
  kitchenTotals: { kitchens: number; cooks: number; recipes: number; dishes: number };
  kitchenSignupStats: MonthCount[];
  revenueStats: RevenueStats;
};

/**
 * Everything the dashboard shows in one request: the counts are the sums of every kitchen's own
 * counters, the monthly figures are summed by kitchen and billing (services/kitchen and
 * services/billing README 'Statistics').
 */
export const DASHBOARD = gql`
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
