import { join } from 'node:path';
import { SUBGRAPHS, subgraphUrl } from '@brigade/service-kit';

/**
 * The subgraphs the gateway composes: `schemaDir` is the service's src folder, whose `*.graphql`
 * files (one per feature folder, service-kit's `loadTypeDefs`) are its SDL; URL from the environment.
 */
export type SubgraphDef = { name: string; schemaDir: string; url: string };

export function subgraphDefs(env: NodeJS.ProcessEnv = process.env, root = join(__dirname, '..', '..')): SubgraphDef[] {
  return SUBGRAPHS.map(({ name }) => ({
    name,
    schemaDir: join(root, 'services', name, 'src'),
    url: subgraphUrl(name, env),
  }));
}
