#!/usr/bin/env node
// Builds only the workspaces whose inputs changed since their last successful build, through
// Turborepo (turbo.json): a workspace's hash covers its files, its package.json, its locked
// dependencies and the hashes of the workspaces it depends on. A workspace whose hash was built
// before is restored from .turbo/cache instead of running tsc or webpack; one that changed runs
// its own `build` script, where tsc's build info and webpack's filesystem cache keep the work small.
// `npm run build -- --force` rebuilds everything.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './setup.mjs';

const turboDir = join(root, '.turbo');
/** The build stamp: which workspaces the last build ran, which it found up to date. */
export const lastBuildFile = join(turboDir, 'last-build.json');

const short = (task) => task.replace(/^@brigade\//, '').replace(/#\w+$/, '');
const VERBS = { build: ['building', 'Build', 'built'], typecheck: ['checking types of', 'Typecheck', 'checked'] };

/**
 * Runs `turbo run build` quietly: one line per workspace it has to build, the output of any that
 * fails, and one closing line. `filters` are turbo's (`@brigade/gateway`, `!./mfe-*`). Resolves with the build stamp ({ ok, built, upToDate, failed, seconds }).
 */
export async function build(options = {}) {
  const stamp = await runTask('build', options);
  mkdirSync(turboDir, { recursive: true });
  writeFileSync(lastBuildFile, `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/**
 * Runs one turbo task (`build`, `typecheck`) over the workspaces, as build() describes; a workspace
 * whose inputs and dependencies' builds are unchanged is restored from .turbo/cache, not run.
 */
export async function runTask(task, { force = false, filters = [], quiet = false } = {}) {
  const [doing, title, done] = VERBS[task] ?? [`running ${task} of`, task, 'ran'];
  const runs = join(turboDir, 'runs');
  rmSync(runs, { recursive: true, force: true });
  // One task per core: webpack and tsc are CPU-bound, and on 2 cores turbo's default of 10 at once
  // took 91 s for a full build where 2 at once took 82 s.
  const args = ['run', task, '--json', '--summarize', '--output-logs=new-only', `--concurrency=${availableParallelism()}`];
  if (force) args.push('--force');
  for (const filter of filters) args.push(`--filter=${filter}`);
  const started = Date.now();
  const turbo = spawn(join(root, 'node_modules', '.bin', 'turbo'), args, {
    cwd: root,
    // No telemetry or update checks: Brigade builds offline and tells no one.
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new Map();
  const turboLines = [];
  createInterface({ input: turbo.stdout }).on('line', (line) => {
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      turboLines.push(line);
      return;
    }
    if (event.source === 'turbo') return turboLines.push(event.text);
    if (/^cache miss, executing/.test(event.text)) {
      if (!quiet) process.stdout.write(`  ${doing} ${short(event.source)} ...\n`);
      return;
    }
    if (/^cache (hit|bypass)/.test(event.text)) return;
    output.set(event.source, [...(output.get(event.source) ?? []), event.text]);
  });
  const stderr = [];
  turbo.stderr.on('data', (chunk) => stderr.push(chunk));
  const code = await new Promise((resolve) => turbo.on('close', (status) => resolve(status ?? 1)));

  const summary = readSummary(runs);
  // Only this task's runs: the builds a typecheck depends on are reported by the build step.
  const tasks = (summary?.tasks ?? []).filter((t) => t.command !== '<NONEXISTENT>' && t.task === task);
  const stamp = {
    ok: code === 0,
    force,
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    built: tasks.filter((t) => t.cache.status !== 'HIT' && t.execution).map((t) => short(t.taskId)),
    upToDate: tasks.filter((t) => t.cache.status === 'HIT').map((t) => short(t.taskId)),
    failed: tasks.filter((t) => t.execution && t.execution.exitCode !== 0).map((t) => short(t.taskId)),
  };
  rmSync(runs, { recursive: true, force: true });

  if (!stamp.ok) {
    for (const [source, lines] of output) {
      if (!stamp.failed.includes(short(source))) continue;
      process.stderr.write(`\n── ${short(source)}: ${task} failed ──\n${lines.join('\n')}\n`);
    }
    if (!summary) process.stderr.write(`${turboLines.join('\n')}\n${Buffer.concat(stderr).toString()}`);
    process.stderr.write(`${title} failed${stamp.failed.length ? ` in ${stamp.failed.join(', ')}` : ''} (see above).\n`);
  } else if (!quiet || stamp.built.length) {
    const built = stamp.built.length ? `${done} ${stamp.built.join(', ')}` : `nothing to ${task}`;
    process.stdout.write(`${title}: ${built}; ${stamp.upToDate.length} workspace(s) up to date (${stamp.seconds}s).\n`);
  }
  return stamp;
}

function readSummary(dir) {
  try {
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.json'));
    return file ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stamp = await build({ force: process.argv.includes('--force') });
  process.exit(stamp.ok ? 0 : 1);
}
