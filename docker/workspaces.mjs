#!/usr/bin/env node
// The workspace packages an image needs besides its own workspace, in build order, read from the
// manifests (the one Dockerfile per kind builds any deployable, so it cannot list them itself):
//   node docker/workspaces.mjs build|runtime <workspace> [--flags]
// build: what the build compiles (run-time packages and, for a front end, what webpack.config.js
// requires); runtime: the production closure (dependencies and peers, transitively). --flags
// prints them as `--workspace <dir>` arguments for npm. Dependencies come before their dependents.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const [mode, workspace] = process.argv.slice(2);
if (!['build', 'runtime'].includes(mode ?? '') || !workspace) {
  process.stderr.write('usage: node docker/workspaces.mjs build|runtime <workspace> [--flags]\n');
  process.exit(2);
}

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const byName = new Map(
  readJson('package.json')
    .workspaces.flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: root }))
    .map((manifest) => [readJson(manifest).name, manifest.slice(0, -'/package.json'.length)]),
);
if (![...byName.values()].includes(workspace)) {
  process.stderr.write(`docker/workspaces.mjs: ${workspace} is not a workspace\n`);
  process.exit(2);
}

const manifestOf = (dir) => readJson(join(dir, 'package.json'));
const start = Object.keys(manifestOf(workspace).dependencies ?? {});
const webpackConfig = join(root, workspace, 'webpack.config.js');
if (mode === 'build' && existsSync(webpackConfig)) {
  for (const match of readFileSync(webpackConfig, 'utf8').matchAll(/require\('(@brigade\/[\w-]+)'\)/g)) start.push(match[1]);
}

// Depth first, a package after everything it depends on.
const ordered = [];
const seen = new Set();
const visit = (name) => {
  const dir = byName.get(name);
  if (!dir || seen.has(dir)) return;
  seen.add(dir);
  const manifest = manifestOf(dir);
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) visit(dep);
  ordered.push(dir);
};
start.sort().forEach(visit);
const found = ordered.filter((dir) => dir !== workspace);
process.stdout.write(process.argv.includes('--flags') ? found.map((dir) => `--workspace ${dir}`).join(' ') : found.join('\n'));
process.stdout.write('\n');
