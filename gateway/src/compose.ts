import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import type { SubgraphDef } from './subgraphs';

/**
 * Composes the supergraph from the services' SDL files (not by introspecting running services),
 * so a composition error fails the build, never a deploy.
 */
export function composeSupergraph(defs: SubgraphDef[]): string {
  const result = composeServices(defs.map((d) => ({ name: d.name, url: d.url, typeDefs: parse(readFileSync(d.sdlPath, 'utf8')) })));
  if (result.errors?.length) {
    throw new Error(`supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl as string;
}
