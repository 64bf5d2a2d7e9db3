import { join } from 'node:path';
import { exists, readPackage, readText, workspaceByName, workspaceDirs } from './repo';

/** A part that is deployed on its own: a Node server (gateway, subgraphs) or a front end served by nginx. */
export type Deployable = {
  /** Workspace folder, e.g. `services/recipe`. */
  dir: string;
  /** Image and compose service name, e.g. `recipe` for brigade/recipe. */
  name: string;
  kind: 'node' | 'web';
  /** The port `npm start` serves it on (compose publishes it there too). */
  devPort: number;
  /** The port inside its container. */
  containerPort: number;
};

/** The front ends' nginx-unprivileged listens here. */
export const WEB_PORT = 8080;

/** service-kit's one port table: where `npm start` serves each deployable (ports.json, so this needs no build). */
const PORTS = JSON.parse(readText(join('packages', 'service-kit', 'src', 'http', 'ports.json'))) as Record<string, number>;

function devPort(name: string): number {
  const port = PORTS[name];
  if (port === undefined) throw new Error(`packages/service-kit/src/http/ports.json has no port for ${name}`);
  return port;
}

/** The port a front end's start script defaults to (`--port ${PORT:-3001}`: a shell default cannot read the table). */
export function startScriptPort(dir: string): number | undefined {
  const port = /\$\{PORT:-(\d+)\}/.exec(readPackage(dir).scripts?.start ?? '')?.[1];
  return port === undefined ? undefined : Number(port);
}

/**
 * Every workspace that runs as a process of its own (it has a `start` script), so a new service
 * or front end is expected to come with its Dockerfile and its compose service.
 */
export function deployables(): Deployable[] {
  return workspaceDirs()
    .filter((dir) => readPackage(dir).scripts?.start)
    .map((dir) => {
      const name = dir.split('/').pop() ?? dir;
      if (exists(join(dir, 'webpack.config.js'))) {
        return { dir, name, kind: 'web', devPort: devPort(name), containerPort: WEB_PORT } as const;
      }
      const port = devPort(name);
      return { dir, name, kind: 'node', devPort: port, containerPort: port } as const;
    });
}

function closure(start: string[], byName: Map<string, string>): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    const dir = byName.get(name);
    if (!dir || found.has(dir)) return;
    found.add(dir);
    const pkg = readPackage(dir);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) visit(dep);
  };
  start.forEach(visit);
  return [...found].sort();
}

/** The workspace packages a deployable runs with: its dependencies, theirs and their peers. */
export function runtimePackages(dir: string): string[] {
  const byName = workspaceByName();
  return closure(Object.keys(readPackage(dir).dependencies ?? {}), byName).filter((p) => p !== dir);
}

/** What its build needs besides: the run-time packages, and for a front end what webpack.config.js requires. */
export function buildPackages(dir: string): string[] {
  const byName = workspaceByName();
  const required = exists(join(dir, 'webpack.config.js'))
    ? [...readText(join(dir, 'webpack.config.js')).matchAll(/require\('(@brigade\/[\w-]+)'\)/g)].map((m) => m[1] ?? '')
    : [];
  return closure([...Object.keys(readPackage(dir).dependencies ?? {}), ...required], byName).filter((p) => p !== dir);
}
