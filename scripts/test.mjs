#!/usr/bin/env node
// `npm test`: install what is missing, lint, build and type-check every workspace, run every
// workspace's tests, and end with one plain "N passed, N failed" line that CI reads.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureChromium, ensureInstalled, ensureKcat, ensureKubectl, root, run } from './setup.mjs';

const resultsDir = join(root, '.test-results');

function workspaces() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return pkg.workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const dir = join(root, pattern.slice(0, -2));
      return existsSync(dir)
        ? readdirSync(dir)
            .sort()
            .map((d) => `${pattern.slice(0, -2)}/${d}`)
        : [];
    })
    .filter((ws) => existsSync(join(root, ws, 'package.json')));
}

ensureInstalled();
ensureChromium();
ensureKubectl();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let failedSteps = 0;
if (run('npm', ['run', 'lint']) !== 0) failedSteps += 1;
// CI builds from scratch; elsewhere only what changed since the last build.
if (!(await build({ force: Boolean(process.env.CI) })).ok) failedSteps += 1;
ensureKcat();
if (run('npm', ['run', 'typecheck', '--workspaces', '--if-present']) !== 0) failedSteps += 1;

let passed = 0;
let failed = 0;
// CI shows only the tail of the output, so the failures are named again just above the total.
const failures = [];
for (const ws of workspaces()) {
  const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.test) continue;
  const out = join(resultsDir, `${pkg.name.replace(/[@/]/g, '_')}.json`);
  const status = run('npm', ['test', '-w', ws, '--', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    failures.push(...failuresOf(ws, report));
  }
  if (status !== 0) failedSteps += 1;
}

if (failures.length) process.stdout.write(`\nFailed:\n${failures.join('\n')}\n`);
process.stdout.write(`\n${failedSteps ? `${failedSteps} step(s) failed (see above)\n` : ''}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failedSteps || failed ? 1 : 0);

function failuresOf(ws, report) {
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
