import type { Stack } from '@brigade/dev-stack';
import {
  ADMIN_EMAIL,
  ADMIN_THRESHOLDS,
  ADMIN_VARIABLES,
  CONNECTIONS,
  DEFAULT_PASSWORD,
  DEMO_KITCHEN_ID,
  MAX_SUBGRAPH_CALLS_PER_REQUEST,
  RECIPE_LIST_QUERY,
  RECIPE_SERVICE_ENV,
  SIGN_IN,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_CONNECTIONS,
  SUPER_ADMIN_THRESHOLDS,
  SUPER_ADMIN_VARIABLES,
  TOKEN_COUNT,
} from '../scenarios/recipe-list.shared';
import { seedRecipes } from '../seed/recipes';
import { cpuPerRequest, cpuSeconds } from './cpu';
import { explainRecipeLists, printPlans } from './indexes';
import { measure, missed, printPerProcess, printTable, SECONDS, type Measured } from './measure';
import { checkAnswers } from './recipe-answers';
import { startBenchStack } from './stack';
import { countCalls, meanMs, printCalls, quiet, readAll, type Calls } from './subgraph-calls';
import { signInTokens } from './tokens';

/**
 * `npm run bench:recipes` in load/: issue #6. Starts the stack (free ports, memory only, the recipe
 * service's trial caps raised), seeds 10,000 recipes over 50 kitchens through the gateway, shows
 * the database's plans for the list filters, checks one answer of each kind, then runs CONNECTIONS
 * connections for LOAD_SECONDS per row and counts the subgraph calls each gateway request made.
 */
type Row = { measured: Measured; calls: Calls; cpu: [string, number][]; mean: [string, number][] };

const check = (body: string) => body.includes('"records"') && !body.includes('"errors"');

/** The row's subgraph calls per request (one request at a time), then the row under load. */
async function measureRow(stack: Stack, label: string, variables: object, tokens: string[], connections = CONNECTIONS): Promise<Row> {
  const body = { query: RECIPE_LIST_QUERY, variables };
  const calls = await countCalls(stack.gatewayUrl, stack.serviceUrls, body, { authorization: `Bearer ${tokens[0]}` });
  const urls = { ...stack.serviceUrls, gateway: stack.gatewayUrl };
  const cpuBefore = cpuSeconds(stack.processes);
  const before = await readAll(urls);
  const measured = await measure(label, stack.gatewayUrl, body, (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` }), {
    connections,
    check,
  });
  await quiet(urls);
  const cpu = cpuPerRequest(cpuBefore, cpuSeconds(stack.processes), measured.requests);
  return { measured, calls, cpu, mean: meanMs(before, await readAll(urls)) };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ recipe: RECIPE_SERVICE_ENV });
  try {
    const password = process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD;
    const seeded = await seedRecipes(stack.gatewayUrl, password);
    const plans = await explainRecipeLists(
      stack.mongoUri,
      DEMO_KITCHEN_ID,
      seeded.cookIds[0] ?? '',
      seeded.catalog.categories[0]?.id ?? '',
    );
    printPlans('recipe list filters: explain("executionStats") on brigade_recipe.recipemenus', plans);

    const adminTokens = await signInTokens(stack.gatewayUrl, SIGN_IN, ADMIN_EMAIL, password, TOKEN_COUNT);
    const superTokens = await signInTokens(stack.gatewayUrl, SIGN_IN, SUPER_ADMIN_EMAIL, password, TOKEN_COUNT);

    // Check the answers are right before timing anything.
    const problems = await checkAnswers(stack.gatewayUrl, adminTokens[0] ?? '', superTokens[0] ?? '');
    if (problems.length) throw new Error(`wrong answers:\n${problems.slice(0, 20).join('\n')}`);

    const rows = [
      await measureRow(stack, 'kitchen admin, page of 200', ADMIN_VARIABLES, adminTokens),
      await measureRow(stack, 'super admin, UPDATED_AT of 10,000', SUPER_ADMIN_VARIABLES, superTokens, SUPER_ADMIN_CONNECTIONS),
    ];
    printTable(
      `recipe-list: getRecipeMenu page of 20, ${CONNECTIONS} connections (super admin ${SUPER_ADMIN_CONNECTIONS}), ${SECONDS}s each, ${TOKEN_COUNT} distinct tokens per row (node ${process.version})`,
      rows.map((r) => r.measured),
    );
    printCalls(rows.map((r) => ({ label: r.measured.label, calls: r.calls })));
    printPerProcess('CPU ms per request under load, per process (busiest first)', rows, (r) => r.cpu, 1);
    printPerProcess('mean ms per /graphql call under load, per server', rows, (r) => r.mean, 0);
    for (const { measured } of rows.filter((r) => r.measured.errors > 0)) {
      process.stdout.write(`\n${measured.label} errors: ${measured.errorDetail.join('\n  ')}\n`);
    }

    const [admin, superAdmin] = rows as [Row, Row];
    const failures = [
      ...missed(admin.measured, 'kitchen admin', ADMIN_THRESHOLDS),
      ...missed(superAdmin.measured, 'super admin', SUPER_ADMIN_THRESHOLDS),
      ...rows.flatMap(({ measured: { label }, calls }) => [
        ...(calls.total > MAX_SUBGRAPH_CALLS_PER_REQUEST
          ? [`${label}: ${calls.total.toFixed(2)} subgraph calls per request, over ${MAX_SUBGRAPH_CALLS_PER_REQUEST}`]
          : []),
        ...(calls.gatewayCounted !== calls.requests
          ? [`${label}: the gateway counted ${calls.gatewayCounted} of ${calls.requests} requests`]
          : []),
      ]),
    ];
    for (const f of failures) process.stderr.write(`threshold failed: ${f}\n`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
