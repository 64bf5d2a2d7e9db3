#!/usr/bin/env node
// `npm test`: installs what is missing, type-checks, then runs every workspace's tests and
// ends with one plain "N passed, N failed" line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, '.test-results');

function run(cmd, args, options = {}) {
  process.stdout.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    process.stderr.write('npm ci failed: the dependencies could not be installed\n');
    process.exit(1);
  }
}

function workspaces() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return pkg.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const dir = join(root, pattern.slice(0, -2));
    return existsSync(dir) ? spawnSync('ls', [dir]).stdout.toString().trim().split('\n').map((d) => `${pattern.slice(0, -2)}/${d}`) : [];
  }).filter((ws) => existsSync(join(root, ws, 'package.json')));
}

/** System packages the tests need (kcat for embedded Kafka), installed once, before any worker races for apt. */
function ensureSystemPackages() {
  if (run('npm', ['run', 'build', '-w', '@brigade/embedded-kafka']) !== 0) process.exit(1);
  const check = "require('./packages/embedded-kafka/dist/kcat').ensureKcat((l) => console.log(l))";
  if (run(process.execPath, ['-e', check]) !== 0) process.exit(1);
}

ensureInstalled();
ensureSystemPackages();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let failedSteps = 0;
// Workspaces import each other's built output, so build all (in workspace order) before type-checking.
if (run('npm', ['run', 'build', '--workspaces', '--if-present']) !== 0) failedSteps += 1;
if (run('npm', ['run', 'typecheck', '--workspaces', '--if-present']) !== 0) failedSteps += 1;

let passed = 0;
let failed = 0;
for (const ws of workspaces()) {
  const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.test) continue;
  const out = join(resultsDir, `${pkg.name.replace(/[@/]/g, '_')}.json`);
  const status = run('npm', ['test', '-w', ws, '--', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (status !== 0) failedSteps += 1;
}

process.stdout.write(`\n${failedSteps ? `${failedSteps} step(s) failed (see above)\n` : ''}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failedSteps || failed ? 1 : 0);
