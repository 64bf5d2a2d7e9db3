import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Topics } from '@brigade/events';
import { startSubgraph, type RunningSubgraph, type ServiceConfig } from '@brigade/service-kit';
import { parse } from 'graphql';
import type { Logger } from 'pino';
import { kitchenModel } from './kitchens/kitchen.model';
import { kitchenResolvers } from './kitchens/kitchens.resolvers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export async function startKitchen(config: ServiceConfig, log?: Logger): Promise<RunningSubgraph> {
  return startSubgraph({
    name: 'kitchen',
    typeDefs: parse(readFileSync(SCHEMA_PATH, 'utf8')),
    port: config.port,
    mongo: config.mongo,
    internalKey: config.internalKey,
    kafkaBrokers: config.kafkaBrokers,
    outboxIntervalMs: config.outboxIntervalMs,
    production: config.production,
    log,
    setup: async (connection) => {
      const kitchens = kitchenModel(connection);
      await kitchens.init();
      return {
        resolvers: kitchenResolvers(kitchens),
        events: { outbox: [{ collection: kitchens.collection, topic: Topics.kitchen }] },
      };
    },
  });
}
