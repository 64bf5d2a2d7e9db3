import { composeServices } from '@apollo/composition';
import { loadTypeDefs } from '@brigade/service-kit';
import type { SubgraphDef } from './subgraphs';

/**
 * Composes the supergraph from the services' SDL files (not by introspecting running services),
 * so a composition error fails the build, never a deploy.
 */
export function composeSupergraph(defs: SubgraphDef[]): string {
  const result = composeServices(defs.map((d) => ({ name: d.name, url: d.url, typeDefs: loadTypeDefs(d.schemaDir) })));
  if (result.errors?.length) {
    throw new Error(`supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl as string;
}
