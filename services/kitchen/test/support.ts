import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent, type EventEnvelope } from '@brigade/events';
import { type Caller, type GraphQLReply, type RunningSubgraph, subgraphClient } from '@brigade/service-kit';
import { Types } from 'mongoose';
import pino from 'pino';
import { startKitchen } from '../src/app';
import { kitchenCounters } from '../src/counters/counters';
import { recipeEventHandlers } from '../src/counters/recipe-events';
import { deletedKitchenModel } from '../src/kitchens/deleted-kitchen';
import { kitchenModel } from '../src/kitchens/kitchen.model';
import { userEventHandlers } from '../src/owners/user-events';
import { DEMO_KITCHEN_ID, seedKitchen } from '../src/seed';

export const KEY = new TextEncoder().encode('k'.repeat(32));
export const DEMO = DEMO_KITCHEN_ID.toHexString();

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

export const superAdmin: Caller = {
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles: ['SUPER_ADMIN'],
  kitchenId: null,
  tokenVersion: 0,
};
export const adminOf = (kitchenId: string): Caller => ({
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles: ['ADMIN'],
  kitchenId,
  tokenVersion: 0,
});
export const cookOf = (kitchenId: string): Caller => ({
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles: ['COOK'],
  kitchenId,
  tokenVersion: 0,
});

/** The kitchen subgraph as it runs (real MongoDB protocol), called as the gateway calls it. */
export async function startHarness(dbName: string) {
  const mongo: EmbeddedMongo = await start({ port: 0 });
  await seedKitchen(mongo.uri, dbName);
  const service: RunningSubgraph = await startKitchen(
    { port: 0, mongo: { uri: mongo.uri, dbName }, internalKey: KEY, kafkaBrokers: [], outboxIntervalMs: 200, production: false },
    pino({ level: 'silent' }),
  );
  const kitchens = kitchenModel(service.connection);
  const deletedKitchens = deletedKitchenModel(service.connection);
  const counters = kitchenCounters(service.connection, kitchens);
  const handlers: Record<string, (event: EventEnvelope) => Promise<void>> = {
    ...userEventHandlers(service.connection, kitchens, deletedKitchens, counters),
    ...recipeEventHandlers(counters),
  };

  const call = subgraphClient(service.url, KEY, 'kitchen', { caller: superAdmin });

  /** Delivers an event to the service's handlers, as its consumer group would. */
  const deliver = async (type: string, payload: object) => {
    const event = newEvent(type, payload, { producer: 'test', aggregateId: 'x' });
    await handlers[type]?.(event);
    return event;
  };
  const redeliver = (event: EventEnvelope) => handlers[event.type]?.(event);

  return {
    mongo,
    service,
    kitchens,
    deletedKitchens,
    counters,
    call,
    deliver,
    redeliver,
    stop: async () => {
      await service.stop();
      await mongo.stop();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
export { errorCodes as codes, firstError } from '@brigade/service-kit';
