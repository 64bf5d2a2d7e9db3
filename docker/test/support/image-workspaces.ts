import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './repo';

/** What docker/workspaces.mjs (which the Dockerfiles run) answers for a deployable, in its order. */
export function imageWorkspaces(mode: 'build' | 'runtime', dir: string): string[] {
  const out = execFileSync(process.execPath, [join(ROOT, 'docker', 'workspaces.mjs'), mode, dir], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}
