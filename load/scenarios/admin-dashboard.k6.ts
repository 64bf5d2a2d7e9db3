// k6 run load/scenarios/admin-dashboard.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { ADMIN_DASHBOARD_THRESHOLDS, adminDashboard } from './admin-dashboard.shared.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';

export const options = scenarioOptions('admin_dashboard', ADMIN_DASHBOARD_THRESHOLDS);

/** Kitchens with recipes for the dashboard to count, and one super admin sign-in per VU. */
export const setup = (): Promise<Seeded> => seed();

let journey: Step[] | undefined;

export default function (data: Seeded): void {
  journey ??= adminDashboard(tenantOf(data.superAdminTokens, __VU), data.tenants.length);
  runJourney(GATEWAY_URL, journey);
}
