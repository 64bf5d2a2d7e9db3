import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSupergraph } from './compose';
import { subgraphDefs } from './subgraphs';

// `npm run compose`: writes supergraph.graphql; a composition error fails the build.
try {
  const target = join(__dirname, '..', 'supergraph.graphql');
  writeFileSync(target, composeSupergraph(subgraphDefs()));
  process.stdout.write(`composed ${target}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
