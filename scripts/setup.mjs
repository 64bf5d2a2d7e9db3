// Shared by `npm start` and `npm test`: bring a fresh clone to a runnable state.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export function run(cmd, args, { echo = true, ...options } = {}) {
  if (echo) process.stdout.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function must(status, what) {
  if (status !== 0) {
    process.stderr.write(`${what} failed (see above)\n`);
    process.exit(1);
  }
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  must(run('npm', ['ci', '--no-audit', '--no-fund']), 'installing dependencies (npm ci)');
}

/** The Node major Brigade runs on: the root package.json's `engines.node` ("24.x"). */
export const nodeMajor = Number(/^(\d+)/.exec(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node)[1]);

/**
 * Run this script on the Node the project pins (the registry's `node` package, a devDependency):
 * inside npm scripts node_modules/.bin is first on the PATH, so only a fresh clone's first run,
 * started by the machine's own Node before `npm ci` brought the pinned one, re-runs itself here.
 * Never resolves when it re-runs: the process ends with the re-run's exit code.
 */
export async function ensureRuntime() {
  if (Number(process.versions.node.split('.')[0]) === nodeMajor) return;
  const pinned = join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(pinned)) {
    process.stderr.write(`Brigade runs on Node ${nodeMajor}, and ${pinned} is missing: run npm ci\n`);
    process.exit(1);
  }
  process.stdout.write(`\nNode ${process.versions.node} is not Node ${nodeMajor}: going on with the pinned one (${pinned})\n`);
  const child = spawn(pinned, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // Ctrl-C reaches the re-run too (same process group), which stops on its own: wait for it.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  await new Promise(() => child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}

/** kcat for embedded Kafka (after the build: embedded-kafka knows how to find or install it). */
export function ensureKcat() {
  if (process.env.KAFKA_BROKERS) return;
  const check = "require('./dev-infra/embedded-kafka/dist/kcat').ensureKcat((l) => console.log(l))";
  must(run(process.execPath, ['-e', check], { echo: false }), 'installing kcat');
}

/** Installs a Debian package as root, or says how to and stops when not root. */
function aptInstall(pkg, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(`${why}: sudo apt-get install ${pkg}\n`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  must(run('apt-get', ['install', '-y', '-qq', pkg], { env }), `installing ${pkg}`);
}

/** kubectl, whose built-in kustomize renders k8s/ for its checks: Debian's kubernetes-client when absent. */
export function ensureKubectl() {
  if (spawnSync(process.env.KUBECTL ?? 'kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0) return;
  aptInstall('kubernetes-client', 'The k8s checks need kubectl (or set KUBECTL)');
}

/** Debian's Chromium for the browser journeys (e2e/); playwright-core drives it, never a downloaded browser. */
export function ensureChromium() {
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return;
  aptInstall('chromium', 'The browser tests need Chromium (or set CHROMIUM_PATH)');
}
