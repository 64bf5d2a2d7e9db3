import { percentile } from '../harness/measure';
import {
  DEMO_KITCHEN_ID,
  EXTRA_COOKS,
  KITCHENS,
  RECIPES_PER_KITCHEN,
  SEED_CONCURRENCY,
  SUPER_ADMIN_EMAIL,
} from '../scenarios/recipe-list.shared';
import { readCatalog, type CatalogRefs } from './catalog';
import { GraphQLFailure, signIn, type Call } from './client';
import { kitchenCooks } from './cooks';
import { createKitchens } from './kitchens';
import { drainQueues } from './pool';
import { recipeInput } from './recipe-input';
import { waitForKitchenCounts } from './settled';

export type SeedReport = {
  catalog: CatalogRefs;
  kitchenIds: string[];
  cookIds: string[];
  recipes: number;
  /** Creating the recipes, warm-up excluded. */
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Waiting for recipe's projections (ingredients, cooks) to know what the seed names. */
  warmUpSeconds: number;
  /** Waiting, after the last creation, for the kitchen service to have counted every recipe. */
  settleSeconds: number;
};

const CREATE = `mutation Create($input: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $input) { id } }`;
const WARM_UP_MS = 60_000;

/**
 * The first recipe, retried while recipe's projections have not yet heard of what it names:
 * catalog and identity announce their entries through Kafka, so a fresh stack needs a moment.
 */
async function warmUp(superAdmin: Call, input: Record<string, unknown>): Promise<void> {
  const deadline = Date.now() + WARM_UP_MS;
  for (;;) {
    try {
      await superAdmin(CREATE, { input });
      return;
    } catch (error) {
      if (!(error instanceof GraphQLFailure && error.code === 'BAD_USER_INPUT') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Issue #6's data, made through the gateway as the product's users make it: the super admin
 * creates KITCHENS - 1 kitchens and EXTRA_COOKS cooks in the demo kitchen, then
 * RECIPES_PER_KITCHEN recipes in every kitchen, SEED_CONCURRENCY at a time (one at a time per
 * kitchen, see pool.ts).
 */
export async function seedRecipes(gatewayUrl: string, password: string, log = (line: string) => process.stdout.write(`${line}\n`)) {
  const superAdmin = await signIn(gatewayUrl, SUPER_ADMIN_EMAIL, password);
  const catalog: CatalogRefs = await readCatalog(superAdmin);
  const kitchenIds = [DEMO_KITCHEN_ID, ...(await createKitchens(superAdmin, KITCHENS - 1))];
  const cookIds = await kitchenCooks(superAdmin, DEMO_KITCHEN_ID, EXTRA_COOKS, password);
  log(`seed: ${kitchenIds.length} kitchens, ${cookIds.length} cooks in the demo kitchen, catalog ${catalog.categories.length} categories`);

  const inputFor = (k: number, n: number) => recipeInput(k, n, kitchenIds[k] ?? '', catalog, k === 0 ? cookIds : []);
  const warmStarted = Date.now();
  await warmUp(superAdmin, { ...inputFor(0, 0), cookIds });
  const warmUpSeconds = (Date.now() - warmStarted) / 1000;

  const queues = kitchenIds.map((_, k) => Array.from({ length: RECIPES_PER_KITCHEN }, (_, n) => ({ k, n })).filter((j) => j.k + j.n > 0));
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = Date.now();
  let done = 1;
  await drainQueues(queues, SEED_CONCURRENCY, async ({ k, n }) => {
    const t0 = performance.now();
    try {
      await superAdmin(CREATE, { input: inputFor(k, n) });
      latencies.push(performance.now() - t0);
      if (++done % 1000 === 0) log(`seed: ${done} recipes, ${(done / ((Date.now() - started) / 1000)).toFixed(0)}/s`);
    } catch (error) {
      failures.push(`kitchen ${k} recipe ${n}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const seconds = (Date.now() - started) / 1000;
  if (failures.length) throw new Error(`${failures.length} recipe creations failed, first: ${failures.slice(0, 3).join('; ')}`);
  const settleSeconds = await waitForKitchenCounts(superAdmin, KITCHENS * RECIPES_PER_KITCHEN);
  latencies.sort((a, b) => a - b);
  const report: SeedReport = {
    catalog,
    kitchenIds,
    cookIds,
    recipes: latencies.length + 1,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    warmUpSeconds,
    settleSeconds,
  };
  log(
    `seed: ${report.recipes} recipes in ${seconds.toFixed(1)} s (${report.perSecond.toFixed(0)}/s at ${SEED_CONCURRENCY} in flight; ` +
      `per creation p50 ${report.p50Ms.toFixed(0)} ms, p95 ${report.p95Ms.toFixed(0)} ms; warm-up ${warmUpSeconds.toFixed(1)} s; events handled ${settleSeconds.toFixed(1)} s later)`,
  );
  return report;
}
