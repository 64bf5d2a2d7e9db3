// k6 run load/scenarios/recipe-tree.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql [-e VUS=20 -e DURATION=30s]
import type { Seeded } from '../seed/tenants.ts';
import { tenantOf, type Step } from './journey.ts';
import { GATEWAY_URL, runJourney, scenarioOptions, seed } from './k6-journey.ts';
import { openTreeDishes, TREE_THRESHOLDS } from './recipe-tree.shared.ts';
import { PLAIN_WITH_TREE, TREE_DISHES } from './tenants.shared.ts';

export const options = scenarioOptions('recipe_tree', TREE_THRESHOLDS);

/** Each kitchen as the others' (20 recipes, 10 dishes), a recipe tree in place of 5 plain ones. */
export const setup = (): Promise<Seeded> => seed(PLAIN_WITH_TREE, TREE_DISHES);

let journey: Step[] | undefined;

/** The VU's kitchen's 40-line dishes, one after the other, scaled, as the cook's line view opens them. */
export default function (data: Seeded): void {
  journey ??= openTreeDishes(tenantOf(data.tenants, __VU));
  runJourney(GATEWAY_URL, journey);
}
