import { join } from 'node:path';
import { SUBGRAPHS, subgraphUrl } from '@brigade/service-kit';

/** The subgraphs the gateway composes: SDL file in the service folder, URL from the environment. */
export type SubgraphDef = { name: string; sdlPath: string; url: string };

export function subgraphDefs(env: NodeJS.ProcessEnv = process.env, root = join(__dirname, '..', '..')): SubgraphDef[] {
  return SUBGRAPHS.map(({ name }) => ({
    name,
    sdlPath: join(root, 'services', name, 'schema.graphql'),
    url: subgraphUrl(name, env),
  }));
}
