import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root: docker-compose.yml, the lock file and every workspace live under it. */
export const ROOT = join(__dirname, '..', '..', '..');

export const readText = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
export const exists = (path: string): boolean => existsSync(join(ROOT, path));

type Deps = Record<string, string>;
export type PackageJson = {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Deps;
  devDependencies?: Deps;
  peerDependencies?: Deps;
  workspaces?: string[];
};

export const readPackage = (dir: string): PackageJson => JSON.parse(readText(join(dir, 'package.json'))) as PackageJson;

/** Workspace folders, expanded from the root package.json's patterns as npm does. */
export function workspaceDirs(): string[] {
  return (readPackage('.').workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .filter((dir) => exists(join(dir, 'package.json')))
      .sort();
  });
}

/** Package name → workspace folder, for the `@brigade/*` packages. */
export function workspaceByName(): Map<string, string> {
  return new Map(workspaceDirs().map((dir) => [readPackage(dir).name, dir]));
}
