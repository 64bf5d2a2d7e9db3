// k6 run load/scenarios/recipe-write.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { WRITE_THRESHOLDS, writeRecipe } from './recipe-write.shared.ts';

export const options = scenarioOptions('recipe_write', WRITE_THRESHOLDS);

export const setup = (): Promise<Seeded> => seed();

let journey: Step[] | undefined;

/** Create, update and delete a recipe in the VU's kitchen (which stays under the trial's limit). */
export default function (data: Seeded): void {
  journey ??= writeRecipe(tenantOf(data.tenants, __VU), data.catalog);
  runJourney(GATEWAY_URL, journey);
}
