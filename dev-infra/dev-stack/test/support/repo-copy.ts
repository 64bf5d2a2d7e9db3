import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../src/stack';

/** What tools regenerate inside a node_modules folder; the copy starts without them, like a clone. */
const GENERATED = new Set(['.cache', '.federation']);

/**
 * A temporary copy of the repository as a fresh clone would have it after `npm ci`: a git checkout
 * of its tracked and untracked (not ignored) files, and node_modules folders whose packages link to this
 * repository's installed ones — except the workspace links, which point into the copy, so its
 * builds and servers run the copy's code. Turbo's cache comes along (what earlier builds here
 * made); build outputs do not.
 */
export function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'brigade-repo-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  // A clone is a git checkout, and turbo hashes a checkout through git (outside one it took build
  // outputs for inputs on some runs, so a second start rebuilt everything).
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=start test', '-c', 'user.email=start-test@brigade.local', ...args], { cwd: copy });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'copy');
  for (const modules of nodeModulesFolders()) linkModules(join(ROOT, modules), join(copy, modules));
  // npm's record of the install, newer than the lock file: `npm start` sees it installed.
  copyFileSync(join(ROOT, 'node_modules', '.package-lock.json'), join(copy, 'node_modules', '.package-lock.json'));
  const cache = join(ROOT, '.turbo', 'cache');
  if (existsSync(cache)) {
    mkdirSync(join(copy, '.turbo', 'cache'), { recursive: true });
    for (const entry of readdirSync(cache)) copyFileSync(join(cache, entry), join(copy, '.turbo', 'cache', entry));
  }
  return copy;
}

function nodeModulesFolders(): string[] {
  const folders = ['node_modules'];
  for (const parent of ['.', 'packages', 'dev-infra', 'services']) {
    for (const entry of readdirSync(join(ROOT, parent), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const folder = join(parent, entry.name, 'node_modules');
      if (existsSync(join(ROOT, folder))) folders.push(folder);
    }
  }
  return folders;
}

function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (GENERATED.has(entry.name) || entry.name === '.package-lock.json') continue;
    if (entry.name === '@brigade') {
      // Workspace links are relative (../../packages/ui): the same link inside the copy points into the copy.
      mkdirSync(join(to, entry.name));
      for (const pkg of readdirSync(join(from, entry.name))) {
        symlinkSync(readlinkSync(join(from, entry.name, pkg)), join(to, entry.name, pkg));
      }
      continue;
    }
    symlinkSync(join(from, entry.name), join(to, entry.name));
  }
}
