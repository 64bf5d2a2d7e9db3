import { join } from 'node:path';

/** The subgraphs the gateway composes: SDL file in the service folder, URL from the environment. */
export type SubgraphDef = { name: string; sdlPath: string; url: string };

const SERVICES = [
  { name: 'identity', port: 4001 },
  { name: 'kitchen', port: 4002 },
  { name: 'catalog', port: 4003 },
  { name: 'recipe', port: 4004 },
  { name: 'billing', port: 4005 },
] as const;

export function subgraphDefs(env: NodeJS.ProcessEnv = process.env, root = join(__dirname, '..', '..')): SubgraphDef[] {
  return SERVICES.map(({ name, port }) => ({
    name,
    sdlPath: join(root, 'services', name, 'schema.graphql'),
    url: env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/graphql`,
  }));
}
