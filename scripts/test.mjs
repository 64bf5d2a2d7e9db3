#!/usr/bin/env node
// `npm test`: install what is missing, lint, build and type-check what changed, run the workspaces'
// tests a few at once, and end with the time report and one plain "N passed, N failed" line that CI
// reads. Outside CI a workspace whose tests passed with the same inputs is skipped (and named);
// `npm test -- --all` (and CI) runs everything, `npm test -- <folder> ...` only those workspaces.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { build, runTask } from './build.mjs';
import { ensureChromium, ensureInstalled, ensureKcat, ensureKubectl, ensureRuntime, root } from './setup.mjs';
import { readPasses, testHashes, writePasses } from './test/changed.mjs';
import { fileTimes, writeReport } from './test/report.mjs';
import { pool, runWorkspace, testedWorkspaces } from './test/workspaces.mjs';

// A fresh clone's run re-runs itself on the pinned Node after installing (ensureRuntime): the
// total counts from the first start.
const started = Number(process.env.BRIGADE_TEST_STARTED) || Date.now();
process.env.BRIGADE_TEST_STARTED = String(started);
const all = process.argv.includes('--all') || Boolean(process.env.CI);
const resultsDir = join(root, '.test-results');
const previous = readJson(join(resultsDir, 'timings.json'));
const steps = [];
let failedSteps = 0;

/** `since`: when the step began, if before this process (a fresh clone's install, in the first run). */
async function step(name, work, since = Date.now()) {
  const t = since;
  const ok = await work();
  steps.push({ name, seconds: (Date.now() - t) / 1000, status: ok ? 'passed' : 'failed' });
  if (!ok) failedSteps += 1;
  return ok;
}

await step(
  'install',
  () => {
    ensureInstalled();
    return true;
  },
  started,
);
await ensureRuntime();
await step('system packages', () => {
  ensureChromium();
  ensureKubectl();
  return true;
});
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

await step('lint', async () => (await Promise.all([runAsync('eslint'), runAsync('prettier')])).every(Boolean));
// CI builds from scratch; elsewhere only what changed since the last build.
await step('build', async () => (await build({ force: Boolean(process.env.CI) })).ok);
await step('kcat', () => {
  ensureKcat();
  return true;
});
// Cached per workspace by turbo: a fresh clone checks everything, a second run only what changed.
// Codegen first: a client document the supergraph (just built) rejects, or a stale generated file, fails here.
await step('typecheck', async () => (await runAsync('codegen')) && (await runTask('typecheck', { quiet: true })).ok);

// Tests: the longest first (last run's times, else an estimate), `width` workspaces at once.
const width = Number(process.env.TEST_CONCURRENCY) || Math.max(2, availableParallelism());
const maxWorkers = Math.max(1, Math.floor(availableParallelism() / width));
const hashes = testHashes();
const passes = all ? {} : readPasses();
// `npm test -- services/recipe gateway` runs only the workspaces named.
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const workspaces = testedWorkspaces().filter(({ ws }) => !named.length || named.includes(ws));
const skipped = workspaces.filter(({ ws }) => passes[ws] && passes[ws] === hashes[ws]).map(({ ws }) => ws);
const toRun = workspaces.filter(({ ws }) => !skipped.includes(ws)).sort((a, b) => expected(b.ws) - expected(a.ws));
if (skipped.length)
  process.stdout.write(`\nSkipping ${skipped.length} workspace(s) unchanged since their tests passed: ${skipped.join(', ')}\n`);

const testsStarted = Date.now();
const outcomes = await pool(
  toRun.map((workspace) => async () => {
    const out = join(resultsDir, `${workspace.pkg.name.replace(/[@/]/g, '_')}.json`);
    const { status, seconds } = await runWorkspace(workspace, out, maxWorkers);
    const report = readJson(out);
    return { ...workspace, status, seconds, report };
  }),
  width,
);
steps.push({ name: `tests (${toRun.length} workspaces, ${width} at once)`, seconds: (Date.now() - testsStarted) / 1000, status: 'passed' });

let passed = 0;
let failed = 0;
// CI shows only the tail of the output, so the failures are named again just above the total.
const failures = [];
const newPasses = { ...readPasses() };
for (const { ws, status, seconds, report } of outcomes) {
  const suiteFailed = report ? report.numFailedTests + report.numRuntimeErrorTestSuites : 0;
  if (report) {
    passed += report.numPassedTests;
    failed += suiteFailed;
    failures.push(...failuresOf(report));
  }
  const ok = status === 0 && report && suiteFailed === 0;
  if (!ok) {
    failedSteps += 1;
    delete newPasses[ws];
    if (!report) failures.push(`- ${ws}: jest wrote no report (exit ${status}; see its output above)`);
  } else if (hashes[ws]) newPasses[ws] = hashes[ws];
  steps.push({ name: `  ${ws}`, seconds, status: ok ? 'passed' : 'failed' });
}
writePasses(newPasses);

const slowestFiles = fileTimes(outcomes.map((o) => o.report).filter(Boolean), root)
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 15);
const totalSeconds = (Date.now() - started) / 1000;
writeReport({ resultsDir, totalSeconds, steps: steps.map((s) => ({ ...s, seconds: round(s.seconds) })), slowestFiles, skipped });

if (failures.length) process.stdout.write(`\nFailed:\n${failures.join('\n')}\n`);
process.stdout.write(`\n${failedSteps ? `${failedSteps} step(s) failed (see above)\n` : ''}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failedSteps || failed ? 1 : 0);

function round(seconds) {
  return Math.round(seconds * 10) / 10;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** Last run's seconds for a workspace, else a guess from its test files (a whole-stack file costs ~20 s). */
function expected(ws) {
  const seen = previous?.steps?.find((s) => s.name.trim() === ws);
  if (seen) return seen.seconds;
  const files = listFiles(join(root, ws, 'test'));
  return files.reduce((sum, f) => sum + (/\.(int|e2e)\.test\./.test(f) ? 20 : 3), 0);
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : /\.test\.tsx?$/.test(name) ? [name] : [];
  });
}

/** ESLint and Prettier with their caches (node_modules/.cache), so an unchanged file is not read again; codegen's check. */
function runAsync(tool) {
  const args = {
    eslint: ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
    prettier: ['prettier', '--check', '--cache', '--log-level', 'warn', '.'],
    codegen: ['node', 'scripts/codegen.mjs', '--check'],
  }[tool];
  process.stdout.write(`\n$ ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const command = args[0] === 'node' ? process.execPath : join(root, 'node_modules', '.bin', args[0]);
    const child = spawn(command, args.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

function failuresOf(report) {
  const firstLine = (text) =>
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 300) ?? '';
  return report.testResults.flatMap((suite) => {
    const file = suite.name.slice(root.length + 1);
    const tests = suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `- ${file}: ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length || suite.status !== 'failed') return tests;
    return [`- ${file} (did not run)\n    ${firstLine(suite.message)}`];
  });
}
