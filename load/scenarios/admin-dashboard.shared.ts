import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import { AdminDashboard as DASHBOARD } from './__generated__/documents.ts';

/**
 * The super admin opens the back office's dashboard: the one query mfe-superadmin sends for it
 * (`AdminDashboard`): the platform's counts of kitchens, cooks, recipes and dishes (summed from the kitchens'
 * counters), and 12 months of sign-ups and revenue (kitchen and billing subgraphs). There is one
 * super admin, so virtual users differ by token (distinct sign-ins), not by tenant.
 */
export const MONTHS = 12;

/** `kitchens`: at least this many kitchens exist (the seeded tenants). */
export function adminDashboard(token: string, kitchens: number): Step[] {
  return [
    {
      name: 'AdminDashboard',
      request: () => ({ query: DASHBOARD, variables: { months: MONTHS } }),
      headers: bearer(token),
      check: expect(
        (r) =>
          Number(at(r, 'data.kitchenTotals.kitchens')) >= kitchens &&
          (at(r, 'data.kitchenSignupStats') as unknown[] | undefined)?.length === MONTHS &&
          typeof at(r, 'data.revenueStats.currency') === 'string',
        'counts or monthly figures missing',
      ),
    },
  ];
}

/**
 * ~0.2–0.3 s p95 on the 2-core machine (load/README.md 'Figures'), ~11 ms of CPU per dashboard
 * since the counts are summed from the kitchens' counters; 1 s leaves room for a shared machine.
 */
export const ADMIN_DASHBOARD_THRESHOLDS: Thresholds = { p95Ms: 1000, errorRate: 0.01 };
