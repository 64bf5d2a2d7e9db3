// k6 run load/scenarios/recipe-pages.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { PAGES_THRESHOLDS, pageWalk } from './recipe-pages.shared.ts';

export const options = scenarioOptions('recipe_pages', PAGES_THRESHOLDS);

export const setup = (): Promise<Seeded> => seed();

let journey: Step[] | undefined;

/** Every page of the VU's kitchen's recipes, then of its dishes, each iteration. */
export default function (data: Seeded): void {
  journey ??= pageWalk(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
