// Which workspaces' tests can be skipped outside CI: those that passed before with the same inputs,
// as Turborepo hashes them (turbo.json's `test` task: the workspace's files, its locked dependencies
// and the hashes of the workspaces it depends on; any tracked file for those that run the whole
// product). Passes are kept in .turbo/test-passes.json, which a fresh clone does not have.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../setup.mjs';

const passesFile = join(root, '.turbo', 'test-passes.json');

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
  return Object.fromEntries(plan.tasks.filter((t) => t.task === 'test').map((t) => [t.directory, t.hash]));
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
