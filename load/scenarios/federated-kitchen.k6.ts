// k6 run load/scenarios/federated-kitchen.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
// (The harness also calls the kitchen subgraph directly, which needs the gateway's signing key.)
import type { Seeded } from '../seed/tenants.ts';
import { kitchenViaGateway, THRESHOLDS } from './federated-kitchen.shared.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';

export const options = scenarioOptions('federated_kitchen', THRESHOLDS);

export const setup = (): Promise<Seeded> => seed(0);

let journey: Step[] | undefined;

export default function (data: Seeded): void {
  journey ??= kitchenViaGateway(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
