import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { K8S_DIR } from './render';

const REPO = join(K8S_DIR, '..');

/** A deployable's folder in the repository. */
export const sourceDir = (name: string): string => (name === 'gateway' ? 'gateway' : join('services', name));

/**
 * The environment variables a deployable's README documents: the upper-case names in backticks in
 * its 'Environment' paragraph (a `- Environment:` bullet or an `## Environment` section).
 */
export function documentedEnv(name: string): string[] {
  const readme = readFileSync(join(REPO, sourceDir(name), 'README.md'), 'utf8');
  const section = /(?:^- Environment:|^## Environment\n)([\s\S]*?)(?=\n- |\n#|\n\n(?![a-z`])|$(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return [...new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''))];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The variables a deployable's code reads (`env.NAME`, `process.env.NAME`): its own src/ and the
 * service runtime it starts through (all of service-kit for a subgraph; its tracing and serverConfig for the gateway).
 */
export function readEnv(name: string): string[] {
  const kit = join(REPO, 'packages', 'service-kit', 'src');
  const files = [
    ...sourceFiles(join(REPO, sourceDir(name), 'src')),
    ...(name === 'gateway' ? [join(kit, 'observability', 'tracing.ts'), join(kit, 'http', 'server-config.ts')] : sourceFiles(kit)),
  ];
  const names = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1] ?? ''));
  return [...new Set(names)];
}
