import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { K8S_DIR } from './render';

export type Component = 'gateway' | 'subgraph' | 'frontend';
export type Deployable = { name: string; port: number; component: Component };

/** Where each deployable listens (service-kit's one port table, which the code, scripts and images use too), so a port moved in the table and not here fails the checks. */
const PORTS = JSON.parse(readFileSync(join(K8S_DIR, '..', 'packages', 'service-kit', 'src', 'http', 'ports.json'), 'utf8')) as Record<
  string,
  number
>;
const FRONTEND_NAMES = ['shell', 'mfe-auth', 'mfe-superadmin', 'mfe-kitchen'];

const nodeDeployable = (name: string, component: Component): Deployable => {
  const port = PORTS[name];
  if (port === undefined) throw new Error(`packages/service-kit/src/http/ports.json has no port for ${name}`);
  return { name, port, component };
};

export const GATEWAY: Deployable = nodeDeployable('gateway', 'gateway');
export const SUBGRAPHS = Object.keys(PORTS)
  .filter((name) => name !== 'gateway' && !FRONTEND_NAMES.includes(name))
  .map((name) => nodeDeployable(name, 'subgraph'));
export const FRONTENDS: Deployable[] = FRONTEND_NAMES.map((name) => ({
  name,
  port: 8080,
  component: 'frontend',
}));
export const NODE_DEPLOYABLES = [GATEWAY, ...SUBGRAPHS];
export const DEPLOYABLES = [...NODE_DEPLOYABLES, ...FRONTENDS];

/** The value every placeholder Secret carries (README 'Secrets'). */
export const PLACEHOLDER = 'change-me';
