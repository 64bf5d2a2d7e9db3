import { measureJourney } from './journeys';
import { benchRows } from './bench-rows';
import { staleDocuments } from './documents';
import { cpuPerRequest, cpuSeconds } from './cpu';
import { printPerProcess, SECONDS } from './measure';
import { preflight } from './preflight';
import { seedForBench } from './seed';
import { startBenchStack } from './stack';
import { quiet } from './subgraph-calls';
import { missesOf, printBenchTable, type BenchResult } from './table';

/**
 * `npm run bench` in load/: the k6 scenarios' numbers on a machine without k6. Starts the stack
 * (same processes as npm start, on free ports, data in memory), seeds as the scenarios' setup()
 * does, checks one pass of every journey, then runs each scenario at each connection level
 * (LOAD_CONNECTIONS, default 20 and 50) for LOAD_SECONDS through the gateway, and the federated
 * query directly against the kitchen subgraph too; prints one table and exits non-zero when a
 * row misses its thresholds.
 */
const LEVELS = (process.env.LOAD_CONNECTIONS ?? '20,50').split(',').map(Number);
/** A subset of scenarios by name (comma-separated), e.g. while investigating one; default all. */
const ONLY = process.env.LOAD_SCENARIOS?.split(',');

async function main(): Promise<void> {
  const stale = staleDocuments();
  if (stale.length) throw new Error(`the scenarios' documents differ from the consoles':\n${stale.join('\n')}`);
  const started = Date.now();
  const stack = await startBenchStack();
  try {
    const most = Math.max(...LEVELS);
    const seeded = await seedForBench(stack.gatewayUrl, most);
    const rows = benchRows(stack, seeded).filter((row) => !ONLY || ONLY.includes(row.scenario));
    const problems = await preflight(rows, most - 1);
    if (problems.length) throw new Error(`wrong answers before load:\n${problems.join('\n')}`);

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
        `${seeded.tenants.length} tenants, ${seeded.tenants[0]?.recipes.length ?? 0} recipes and dishes each; ` +
        `errors = failed HTTP or checks; gw/direct = gateway req/s / subgraph req/s (node ${process.version}, ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s)`,
      results,
    );
    printPerProcess('CPU ms per request, per process (busiest first)', results, (r) => r.cpu, 1, 52);
    for (const { measured } of results.filter((r) => r.measured.errors > 0)) {
      process.stdout.write(`\n${measured.label} errors: ${measured.errorDetail.join('\n  ')}\n`);
    }
    const failures = results.flatMap(missesOf);
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
