// Which workspaces' tests can be skipped outside CI: those that passed before with the same inputs,
// as Turborepo hashes them (turbo.json's `test` task: the workspace's files, its locked dependencies
// and the hashes of the workspaces it depends on). Passes are kept in .turbo/test-passes.json, which
// a fresh clone does not have.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from '../setup.mjs';

const passesFile = join(root, '.turbo', 'test-passes.json');

/**
 * Workspaces whose tests start other workspaces' processes by path or read the whole tree
 * (Dockerfiles, manifests, dev-infra's rule): any file of the checkout is their input.
 */
const WHOLE_TREE = ['gateway', 'e2e', 'dev-infra/dev-stack', 'dev-infra/demo-kitchen', 'dev-infra/test-kit', 'docker', 'k8s', 'load'];

/** The checkout as git would commit it now (tracked and untracked, not ignored), without touching its index. */
function treeHash() {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-index-'));
  const index = join(dir, 'index');
  try {
    // A copy of the real index keeps git's stat cache: only changed files are read again.
    if (existsSync(join(root, '.git', 'index'))) copyFileSync(join(root, '.git', 'index'), index);
    const git = (...args) => {
      const run = spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_INDEX_FILE: index } });
      if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
      return run.stdout.trim();
    };
    git('add', '-A');
    return git('write-tree');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each workspace folder's test hash, e.g. { 'services/recipe': '28a32314…' }. */
export function testHashes() {
  const turbo = spawnSync(join(root, 'node_modules', '.bin', 'turbo'), ['run', 'test', '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' },
  });
  if (turbo.status !== 0) throw new Error(`turbo run test --dry=json failed: ${turbo.stderr}`);
  const plan = JSON.parse(turbo.stdout);
  const hashes = Object.fromEntries(plan.tasks.filter((t) => t.task === 'test').map((t) => [t.directory, t.hash]));
  const tree = treeHash();
  for (const ws of WHOLE_TREE) if (hashes[ws]) hashes[ws] = `tree-${tree}`;
  return hashes;
}

export function readPasses() {
  try {
    return existsSync(passesFile) ? JSON.parse(readFileSync(passesFile, 'utf8')) : {};
  } catch {
    return {};
  }
}

export function writePasses(passes) {
  mkdirSync(dirname(passesFile), { recursive: true });
  writeFileSync(passesFile, `${JSON.stringify(passes, null, 2)}\n`);
}
