import { newEvent, type EventEnvelope } from '@brigade/events';
import type { GraphQLReply } from '@brigade/service-kit';
import { startSubgraphHarness, superAdmin } from '@brigade/test-kit';
import { startKitchen } from '../src/app';
import { kitchenCounters } from '../src/counters/counters';
import { recipeEventHandlers } from '../src/counters/recipe-events';
import { deletedKitchenModel } from '../src/kitchens/deleted-kitchen';
import { kitchenModel } from '../src/kitchens/kitchen.model';
import { userEventHandlers } from '../src/owners/user-events';
import { DEMO_KITCHEN_ID, seedKitchen } from '../src/seed';

export { adminOf, cookOf, superAdmin } from '@brigade/test-kit';
export const DEMO = DEMO_KITCHEN_ID.toHexString();

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

/** The kitchen subgraph as it runs (real MongoDB protocol), called as the gateway calls it. */
export async function startHarness(dbName: string) {
  const h = await startSubgraphHarness({ name: 'kitchen', start: startKitchen, dbName, seed: seedKitchen, caller: superAdmin });
  const kitchens = kitchenModel(h.service.connection);
  const deletedKitchens = deletedKitchenModel(h.service.connection);
  const counters = kitchenCounters(h.service.connection, kitchens);
  const handlers: Record<string, (event: EventEnvelope) => Promise<void>> = {
    ...userEventHandlers(h.service.connection, kitchens, deletedKitchens, counters),
    ...recipeEventHandlers(counters),
  };

  /** Delivers an event to the service's handlers, as its consumer group would. */
  const deliver = async (type: string, payload: object) => {
    const event = newEvent(type, payload, { producer: 'test', aggregateId: 'x' });
    await handlers[type]?.(event);
    return event;
  };
  const redeliver = (event: EventEnvelope) => handlers[event.type]?.(event);

  return { ...h, kitchens, deletedKitchens, counters, deliver, redeliver };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
export { errorCodes as codes, firstError } from '@brigade/service-kit';
