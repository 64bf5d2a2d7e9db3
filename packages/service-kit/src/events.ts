import {
  EventConsumer,
  InvalidPayload,
  OUTBOX_WRITTEN,
  OutboxRelay,
  type EventHandler,
  type OutboxSource,
  type Topic,
} from '@brigade/events';
import { Kafka, Partitioners, type Admin, type Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { consumerLagGauge, consumerLagReader, type LagRow } from './observability/event-metrics';
import { kafkaLogging } from './observability/kafka-log';

/** What a service publishes (collections with an outbox) and what it consumes. */
export type EventParts = {
  outbox?: OutboxSource[];
  consumers?: { groupId: string; topics: Topic[]; handlers: Record<string, EventHandler> }[];
};

export type EventRuntime = {
  ready(): Promise<boolean>;
  /** Each consumer group's state and lag: reported by /readyz, never deciding it. */
  details(): Promise<Record<string, { state: string; lag: number }>>;
  stop(): Promise<void>;
};

/**
 * Group timings for a crash: a SIGKILLed member keeps its place in the group, and holds its
 * partitions, until its session ends (kafkajs's default 30 s). Heartbeats at a third of that
 * keep a slow-but-alive member in.
 */
export const CONSUMER_TIMINGS = { sessionTimeout: 10_000, heartbeatInterval: 3_000 } as const;

/** Reachability is checked at most every 5 s, so a busy /readyz does not hammer the broker. */
const READY_CACHE_MS = 5000;

/**
 * Connects a service to Kafka: one producer feeding the outbox relay (after each outboxed write,
 * and every `intervalMs` for what no write announced) and the
 * dead-letter topics, and the service's consumer groups. stop() flushes the outbox first.
 * `maxWaitMs` bounds a fetch's wait for data: real Kafka answers as soon as data arrives, but the
 * embedded broker only at the end of the wait, so kafkajs's 5 s default would delay every event
 * (a category just created could not be used for seconds). Idle, it costs two fetches a second.
 */
export async function startEvents(
  name: string,
  brokers: string[],
  connection: Connection,
  parts: EventParts,
  log: Logger,
  timings: { intervalMs?: number | undefined; onWrite?: boolean | undefined; maxWaitMs?: number | undefined; registry?: Registry } = {},
): Promise<EventRuntime> {
  const { intervalMs = 1000, onWrite = true, maxWaitMs = 500 } = timings;
  const kafka = new Kafka({ clientId: name, brokers, ...kafkaLogging(log) });
  // kafkajs v2's default, named: left implicit, kafkajs warns at every start that it changed in v2.
  // Events are keyed by aggregate id, so one aggregate's events keep to one partition, in order.
  const producer: Producer = kafka.producer({ allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  const relay = new OutboxRelay({
    producer,
    sources: parts.outbox ?? [],
    intervalMs,
    onError: (error) => log.warn({ err: error }, 'outbox relay could not publish; will retry'),
  });
  // Every write through an outboxed model kicks its source (@brigade/events OUTBOX_WRITTEN), so an
  // event leaves with its write; the interval only catches what no hook saw.
  const kick = (collectionName: string) => void relay.kick(collectionName);
  if (onWrite) connection.on(OUTBOX_WRITTEN, kick);
  relay.start();
  const consumers = (parts.consumers ?? []).map(
    (c) =>
      new EventConsumer({
        kafka,
        connection,
        producer,
        ...c,
        consumerConfig: { ...CONSUMER_TIMINGS, maxWaitTimeInMs: maxWaitMs },
        onError: (error, event, topic) =>
          // Where the payload is wrong, never what it holds: payloads carry names and e-mail addresses.
          error instanceof InvalidPayload
            ? log.warn(
                { topic, type: error.type, eventId: error.eventId, paths: error.paths },
                'event payload refused by its contract; parked',
              )
            : log.warn({ err: error, topic, eventId: event?.id, type: event?.type }, 'event handler failed'),
      }),
  );
  // Requests do not wait for the groups to join: the API answers while a crashed predecessor's session runs out.
  for (const consumer of consumers) await consumer.start({ background: true });
  const admin: Admin = kafka.admin();
  await admin.connect();
  const readLag = consumerLagReader(admin, parts.consumers ?? []);
  if (timings.registry) consumerLagGauge(timings.registry, readLag);
  let checkedAt = 0;
  let lastResult = true;
  return {
    ready: async () => {
      if (Date.now() - checkedAt < READY_CACHE_MS) return lastResult;
      checkedAt = Date.now();
      lastResult = await admin.describeCluster().then(
        (cluster) => cluster.brokers.length > 0,
        () => false,
      );
      return lastResult;
    },
    details: async () => {
      const rows: LagRow[] = await readLag();
      const lagOf = (group: string) => rows.filter((r) => r.group === group).reduce((sum, r) => sum + r.lag, 0);
      return Object.fromEntries(
        (parts.consumers ?? []).map(({ groupId }, i) => [groupId, { state: consumers[i]?.state ?? 'idle', lag: lagOf(groupId) }]),
      );
    },
    stop: async () => {
      connection.off(OUTBOX_WRITTEN, kick);
      await relay.stop();
      for (const consumer of consumers) await consumer.stop();
      await admin.disconnect();
      await producer.disconnect();
    },
  };
}
