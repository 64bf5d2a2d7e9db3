import { measureJourney } from './journeys';
import { benchRows } from './bench-rows';
import { cpuPerRequest, cpuSeconds } from './cpu';
import { printPerProcess, SECONDS } from './measure';
import { preflight } from './preflight';
import { seedForBench } from './seed';
import { kitchenRecipes } from '../seed/tenants';
import { startBenchStack } from './stack';
import { countCalls, printCalls, quiet, type Calls } from './subgraph-calls';
import { missesOf, printBenchTable, printRatios, ratioMisses, ratiosOf, type BenchResult } from './table';

/**
 * `npm run bench` in load/: the k6 scenarios' numbers on a machine without k6. Starts the stack
 * (same processes as npm start, on free ports, data in memory), seeds as the scenarios' setup()
 * does, checks one pass of every journey, then runs each scenario at each connection level
 * (LOAD_CONNECTIONS, default 20 and 50) for LOAD_SECONDS through the gateway, and the federated
 * query directly against the kitchen subgraph too; prints one table, the ratios of recipe-tree to
 * recipe-open, and the subgraph calls per request of the rows that bound them; exits non-zero when
 * a row misses its thresholds, recipe-tree is not within 1.5× of recipe-open at 20 connections, or
 * a request makes more subgraph calls than its row allows.
 */
const LEVELS = (process.env.LOAD_CONNECTIONS ?? '20,50').split(',').map(Number);
/** A subset of scenarios by name (comma-separated), e.g. while investigating one; default all. */
const ONLY = process.env.LOAD_SCENARIOS?.split(',');

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startBenchStack();
  try {
    const most = Math.max(...LEVELS);
    const seeded = await seedForBench(stack.gatewayUrl, most);
    const [first] = seeded.tenants;
    if (!first) throw new Error('the seed opened no tenants');
    const rows = benchRows(stack, seeded).filter((row) => !ONLY || ONLY.includes(row.scenario));
    const problems = await preflight(rows, most - 1);
    if (problems.length) throw new Error(`wrong answers before load:\n${problems.join('\n')}`);

    // Subgraph calls per request, one at a time, for the rows that bound them: a 40-line dish on three
    // levels of sub-recipes may make no more than there are subgraphs, like a plain recipe.
    const counted: { label: string; calls: Calls; budget: number }[] = [];
    for (const row of rows.filter((r) => r.callBudget !== undefined)) {
      const [step] = row.stepsFor(0);
      const body = step?.request({});
      if (!step || !body) continue;
      const calls = await countCalls(row.url, stack.serviceUrls, body, step.headers);
      counted.push({ label: `${row.scenario} (${row.target})`, calls, budget: row.callBudget ?? 0 });
    }

    const servers = { ...stack.serviceUrls, gateway: stack.gatewayUrl };
    const results: BenchResult[] = [];
    for (const row of rows) {
      for (const connections of LEVELS) {
        await row.prepare?.();
        const cpuBefore = cpuSeconds(stack.processes);
        const measured = await measureJourney(`${row.scenario} (${row.target}) ${connections}`, row.url, connections, row.stepsFor);
        // Requests the clock cut off finish before the next row starts (and count in its CPU).
        await quiet(servers);
        results.push({ row, connections, measured, cpu: cpuPerRequest(cpuBefore, cpuSeconds(stack.processes), measured.requests) });
      }
    }
    printBenchTable(
      `${LEVELS.join(' and ')} connections, ${SECONDS}s each, one tenant (kitchen, admin, token) per connection; ` +
        `${seeded.tenants.length} tenants, ${kitchenRecipes(first).length} recipes and dishes each ` +
        `(a recipe tree with ${first.tree?.dishIds.length ?? 0} dishes of 40 lines among them); ` +
        `errors = failed HTTP or checks; gw/direct = gateway req/s / subgraph req/s (node ${process.version}, ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s)`,
      results,
    );
    const ratios = ratiosOf(results);
    printRatios(ratios);
    if (counted.length) printCalls(counted);
    printPerProcess('CPU ms per request, per process (busiest first)', results, (r) => r.cpu, 1, 52);
    for (const { measured } of results.filter((r) => r.measured.errors > 0)) {
      process.stdout.write(`\n${measured.label} errors: ${measured.errorDetail.join('\n  ')}\n`);
    }
    const failures = [
      ...results.flatMap(missesOf),
      ...ratioMisses(ratios),
      ...counted.flatMap(({ label, calls, budget }) => [
        ...(calls.total > budget ? [`${label}: ${calls.total.toFixed(2)} subgraph calls per request, over ${budget}`] : []),
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
