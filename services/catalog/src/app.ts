import { join } from 'node:path';
import { configuredSubgraph } from '@brigade/service-kit';
import { unitModel } from './units/unit.model';
import { unitResolvers } from './units/units.resolvers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export const startCatalog = configuredSubgraph('catalog', SCHEMA_PATH, async (connection) => {
  const units = unitModel(connection);
  await units.init();
  return { resolvers: unitResolvers(units) };
});
