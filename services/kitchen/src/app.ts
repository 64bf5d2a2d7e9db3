import { join } from 'node:path';
import { Topics } from '@brigade/events';
import { configuredSubgraph } from '@brigade/service-kit';
import { kitchenModel } from './kitchens/kitchen.model';
import { kitchenResolvers } from './kitchens/kitchens.resolvers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export const startKitchen = configuredSubgraph('kitchen', SCHEMA_PATH, async (connection) => {
  const kitchens = kitchenModel(connection);
  await kitchens.init();
  return {
    resolvers: kitchenResolvers(kitchens),
    events: { outbox: [{ collection: kitchens.collection, topic: Topics.kitchen }] },
  };
});
