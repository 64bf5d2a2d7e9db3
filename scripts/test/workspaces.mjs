// Runs the workspaces' jest suites, a few at once, each with its own output kept together.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../setup.mjs';

/** Workspace folders with a test script, in package.json order. */
export function testedWorkspaces() {
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
    .filter((ws) => existsSync(join(root, ws, 'package.json')))
    .map((ws) => ({ ws, pkg: JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.test);
}

/**
 * One workspace's tests. The root has built everything, so a test script of `jest` or
 * `npm run build && jest` runs jest directly; anything else runs as the workspace's own script.
 */
function command(ws, pkg, out, maxWorkers) {
  const jestArgs = ['--ci', '--json', `--outputFile=${out}`, `--maxWorkers=${maxWorkers}`];
  if (/^(npm run build && )?jest$/.test(pkg.scripts.test)) {
    return { cmd: process.execPath, args: [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], cwd: join(root, ws) };
  }
  return { cmd: 'npm', args: ['test', '-w', ws, '--', ...jestArgs], cwd: root };
}

/** Runs one workspace, printing its output in one piece when it ends. Resolves with its exit status and seconds. */
export function runWorkspace({ ws, pkg }, out, maxWorkers) {
  const { cmd, args, cwd } = command(ws, pkg, out, maxWorkers);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      process.stdout.write(`\n── ${ws} (${seconds} s) ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ status: code ?? 1, seconds });
    });
  });
}

/** Runs `jobs` (functions returning promises) with at most `width` at once, in the order given. */
export async function pool(jobs, width) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}
