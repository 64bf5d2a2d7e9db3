// k6 run load/scenarios/recipe-open.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { OPEN_THRESHOLDS, openRecipes } from './recipe-open.shared.ts';

export const options = scenarioOptions('recipe_open', OPEN_THRESHOLDS);

export const setup = (): Promise<Seeded> => seed();

let journey: Step[] | undefined;

/** The VU's kitchen's recipes, one after the other. */
export default function (data: Seeded): void {
  journey ??= openRecipes(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
