// k6 run load/scenarios/sign-in.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, PASSWORD, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { SIGN_IN_THRESHOLDS, signInJourney } from './sign-in.shared.ts';

export const options = scenarioOptions('sign_in', SIGN_IN_THRESHOLDS);

/** Tenants only: signing in needs no recipes. */
export const setup = (): Promise<Seeded> => seed(0);

let journey: Step[] | undefined;

export default function (data: Seeded): void {
  journey ??= signInJourney(tenantOf(data.tenants, __VU), PASSWORD);
  runJourney(GATEWAY_URL, journey);
}
