import { join } from 'node:path';
import { SUBGRAPHS } from '@brigade/service-kit';

/** The subgraphs the gateway composes: SDL file in the service folder, URL from the environment. */
export type SubgraphDef = { name: string; sdlPath: string; url: string };

export function subgraphDefs(env: NodeJS.ProcessEnv = process.env, root = join(__dirname, '..', '..')): SubgraphDef[] {
  return SUBGRAPHS.map(({ name, port }) => ({
    name,
    sdlPath: join(root, 'services', name, 'schema.graphql'),
    url: env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/graphql`,
  }));
}
