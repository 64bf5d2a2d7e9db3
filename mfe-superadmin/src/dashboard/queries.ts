import { gql } from '@apollo/client';

/** The dashboard's window: the chart covers this many months, the current one last. */
export const MONTHS = 12;

type Total = { total: number };
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
  kitchens: Total;
  cooks: Total;
  recipes: Total;
  dishes: Total;
  kitchenSignupStats: MonthCount[];
  revenueStats: RevenueStats;
};

/**
 * Everything the dashboard shows in one request: the counts are the `total` of one-row pages of
 * the lists (a super admin sees every kitchen's), the monthly figures are summed by kitchen and
 * billing (services/kitchen and services/billing README 'Statistics').
 */
export const DASHBOARD = gql`
  query AdminDashboard($months: Int!) {
    kitchens: getKitchen(pageNo: 1, sizePerPage: 1) {
      total
    }
    cooks: GetUsers(pageNo: 1, sizePerPage: 1, filters: { role: COOK }) {
      total
    }
    recipes: getRecipeMenu(pageNo: 1, sizePerPage: 1, filters: { type: RECIPE }) {
      total
    }
    dishes: getRecipeMenu(pageNo: 1, sizePerPage: 1, filters: { type: MENU }) {
      total
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
