// k6 run load/scenarios/recipe-history.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import { graphqlCall } from '../seed/graphql.ts';
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed, transport } from './k6-journey.ts';
import { browseHistory, HISTORY_THRESHOLDS, seedHistory } from './recipe-history.shared.ts';

export const options = scenarioOptions('recipe_history', HISTORY_THRESHOLDS);

export async function setup(): Promise<Seeded> {
  const seeded = await seed();
  await seedHistory(seeded.tenants, (tenant) => graphqlCall(transport, tenant.token));
  return seeded;
}

let journey: Step[] | undefined;

/** The VU's kitchen's busiest recipe: its history, page after page. */
export default function (data: Seeded): void {
  journey ??= browseHistory(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
