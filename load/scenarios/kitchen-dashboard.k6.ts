// k6 run load/scenarios/kitchen-dashboard.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { KITCHEN_DASHBOARD_THRESHOLDS, kitchenDashboard } from './kitchen-dashboard.shared.ts';

export const options = scenarioOptions('kitchen_dashboard', KITCHEN_DASHBOARD_THRESHOLDS);

export const setup = (): Promise<Seeded> => seed();

let journey: Step[] | undefined;

export default function (data: Seeded): void {
  journey ??= kitchenDashboard(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
