import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { K8S_DIR } from './render';

export type Component = 'gateway' | 'subgraph' | 'frontend';
export type Deployable = { name: string; port: number; component: Component };

/**
 * The subgraphs and their ports as the code declares them (service-kit's SUBGRAPHS list, which the
 * gateway and the dev stack use too), so a port moved in the code and not here fails the checks.
 */
function subgraphs(): Deployable[] {
  const source = readFileSync(join(K8S_DIR, '..', 'packages', 'service-kit', 'src', 'subgraphs.ts'), 'utf8');
  const found = [...source.matchAll(/\{\s*name:\s*'([a-z-]+)',\s*port:\s*(\d+)\s*\}/g)].map(([, name, port]): Deployable => ({
    name: name ?? '',
    port: Number(port),
    component: 'subgraph',
  }));
  if (found.length === 0) throw new Error('no subgraphs found in packages/service-kit/src/subgraphs.ts');
  return found;
}

export const GATEWAY: Deployable = { name: 'gateway', port: 4000, component: 'gateway' };
export const SUBGRAPHS = subgraphs();
export const FRONTENDS: Deployable[] = ['shell', 'mfe-auth', 'mfe-superadmin', 'mfe-kitchen'].map((name) => ({
  name,
  port: 8080,
  component: 'frontend',
}));
export const NODE_DEPLOYABLES = [GATEWAY, ...SUBGRAPHS];
export const DEPLOYABLES = [...NODE_DEPLOYABLES, ...FRONTENDS];

/** The value every placeholder Secret carries (README 'Secrets'). */
export const PLACEHOLDER = 'change-me';
