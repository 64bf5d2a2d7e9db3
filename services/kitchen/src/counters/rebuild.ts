import { eventHandlers, InvalidPayload, parseEnvelope, Topics, UserEvents, type EventEnvelope, type EventHandler } from '@brigade/events';
import { createLogger, kafkaLogging } from '@brigade/service-kit';
import { Kafka } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { kitchenModel } from '../kitchens/kitchen.model';
import { kitchenCounters } from './counters';
import { recipeEventHandlers } from './recipe-events';

const TOPICS = [Topics.user, Topics.recipe];

/** Where each partition of the topics ends now: the replay is complete when it has read that far. */
async function endOffsets(kafka: Kafka): Promise<Map<string, bigint>> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends = new Map<string, bigint>();
    for (const topic of TOPICS) {
      const offsets = await admin.fetchTopicOffsets(topic).catch(() => []);
      for (const o of offsets) if (BigInt(o.high) > BigInt(o.low)) ends.set(`${topic}:${o.partition}`, BigInt(o.high));
    }
    return ends;
  } finally {
    await admin.disconnect();
  }
}

/**
 * `npm run rebuild-counters`: forgets every counted cook and recipe, replays `identity.user.v1`
 * and `recipe.recipe.v1` from the beginning with a throwaway consumer group, and recounts every
 * kitchen. Replaying is safe while the service runs: rows hold the latest state, not increments.
 * The topics must keep every aggregate's latest event (compaction or unlimited retention).
 */
export async function rebuildCounters(
  connection: Connection,
  brokers: string[],
  timeoutMs = 120_000,
  log: Logger = createLogger('kitchen-rebuild'),
): Promise<{ events: number; kitchens: number }> {
  const kitchens = kitchenModel(connection);
  const counters = kitchenCounters(connection, kitchens);
  await counters.init();
  await Promise.all([counters.cooks.deleteMany({}), counters.recipes.deleteMany({})]);
  // Consumer and admin only: no producer, so no partitioner to name.
  const kafka = new Kafka({ clientId: 'kitchen-rebuild', brokers, ...kafkaLogging(log) });
  const pending = await endOffsets(kafka);
  const handlers: Record<string, EventHandler> = {
    ...recipeEventHandlers(counters),
    ...eventHandlers(UserEvents, {
      UserCreated: (user) => counters.user(user),
      UserUpdated: (user) => counters.user(user),
      UserTokensRevoked: (user) => counters.user(user),
      UserDeleted: (user) => counters.user(user, true),
    }),
  };
  // A payload its contract refuses is skipped, as the live consumer parks it: one bad event must not stop the replay.
  const apply = async (event: EventEnvelope): Promise<void> =>
    handlers[event.type]?.(event).catch((error: unknown) => {
      if (!(error instanceof InvalidPayload)) throw error;
      log.warn({ type: error.type, eventId: error.eventId, paths: error.paths }, 'replay skipped an event its contract refuses');
    });
  let events = 0;
  if (pending.size > 0) {
    const consumer = kafka.consumer({
      groupId: `kitchen-rebuild-${randomUUID()}`,
      sessionTimeout: 6000,
      rebalanceTimeout: 3000,
      heartbeatInterval: 300,
      maxWaitTimeInMs: 100,
    });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: TOPICS, fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('replay did not reach the end of the topics in time')), timeoutMs);
        consumer
          .run({
            autoCommit: false,
            eachMessage: async ({ topic, partition, message }) => {
              const event = parseEnvelope(message.value);
              if (!(event instanceof Error)) {
                await apply(event);
                events++;
              }
              const key = `${topic}:${partition}`;
              const end = pending.get(key);
              if (end !== undefined && BigInt(message.offset) + 1n >= end) pending.delete(key);
              if (pending.size === 0) {
                clearTimeout(timer);
                resolve();
              }
            },
          })
          .catch(reject);
      });
    } finally {
      await consumer.disconnect();
    }
  }
  const ids = await kitchens.distinct('_id', { _deleted: { $ne: true } });
  for (const id of ids) await counters.recount(String(id));
  return { events, kitchens: ids.length };
}
