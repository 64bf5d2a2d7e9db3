import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stages, keyword, argumentsOf } from './dockerfile';
import type { Deployable } from './deployables';
import { ROOT } from './repo';

/**
 * Runs the `sources` stage's RUN of the deployable's Dockerfile for real (sh, cp, node: what the
 * node image has) on a copy of the build context, and answers the folder it wrote, so a test sees
 * what the build stage receives without a Docker engine.
 */
export function sourcesStageOutput(d: Deployable): string {
  const text = readFileSync(join(ROOT, 'docker', d.kind, 'Dockerfile'), 'utf8');
  const sources = stages(text).find((s) => s.name === 'sources');
  const run = sources && keyword(sources, 'RUN')[0];
  if (!run) throw new Error(`docker/${d.kind}/Dockerfile has no RUN in a sources stage`);
  const out = mkdtempSync(join(tmpdir(), 'brigade-image-sources-'));
  const command = argumentsOf(run).replaceAll('/out', out);
  execFileSync('sh', ['-c', command], { cwd: context(), env: { ...process.env, WORKSPACE: d.dir }, stdio: 'pipe' });
  return out;
}

let copied: string | undefined;

/** The repository's files as `docker build .` sends them: tracked and new files, less .dockerignore. */
function context(): string {
  if (copied) return copied;
  const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const ignored = (file: string) =>
    patterns.some((pattern) => {
      const segments = file.split('/');
      if (pattern.startsWith('**/')) {
        const tail = pattern.slice(3);
        return tail.startsWith('*.') ? file.endsWith(tail.slice(1)) : segments.slice(0, -1).includes(tail) || segments.at(-1) === tail;
      }
      return file === pattern || file.startsWith(`${pattern}/`);
    });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !ignored(file));
  const dir = mkdtempSync(join(tmpdir(), 'brigade-image-context-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      copyFileSync(join(ROOT, file), join(dir, file));
    } catch (error) {
      // A file git still lists but this checkout deleted (a rename not yet committed).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  copied = dir;
  return dir;
}
