import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { parseEnvelope, Topics, UserEvents, type EventEnvelope } from '@brigade/events';
import { kafkaLogging } from '@brigade/service-kit';
import { Kafka, type ConsumerConfig, type KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import type { Revocations } from './revocations';

/**
 * The group has one member (this process), so no rebalance ever waits for others, and a dead
 * replica's group is forgotten after a short session. The fetch wait bounds how late a
 * revocation arrives on a broker that does not answer a fetch as soon as data comes in.
 */
export const FOLLOWER_TIMINGS = { sessionTimeout: 6000, rebalanceTimeout: 3000, heartbeatInterval: 300, maxWaitTimeInMs: 100 } as const;

export type FollowOptions = {
  brokers: string[];
  revocations: Revocations;
  log: Logger;
  consumerConfig?: Partial<Omit<ConsumerConfig, 'groupId'>>;
  pruneEveryMs?: number;
};

export type RevocationFollower = {
  /** Joined its group and has read every event that was on the topic when it started. */
  ready(): boolean;
  stop(): Promise<void>;
};

// Only what a revocation needs of the contract: an event short of the rest of the summary still revokes.
const tokensRevoked = UserEvents.UserTokensRevoked.pick({ userId: true, tokenVersion: true });
const userDeleted = UserEvents.UserDeleted.pick({ userId: true });

function apply(revocations: Revocations, event: EventEnvelope): void {
  const occurred = Date.parse(event.occurredAt);
  const at = Number.isFinite(occurred) ? occurred : Date.now();
  if (event.type === 'UserTokensRevoked') {
    const p = tokensRevoked.safeParse(event.payload);
    if (p.success) revocations.tokensRevoked(p.data.userId, p.data.tokenVersion, at);
  } else if (event.type === 'UserDeleted') {
    const p = userDeleted.safeParse(event.payload);
    if (p.success) revocations.userDeleted(p.data.userId, at);
  }
}

/** Where each partition's end was when we started: until we have read that far, old revocations may be missing. */
async function startOffsets(kafka: Kafka): Promise<Map<number, bigint>> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(Topics.user);
    return new Map(offsets.filter((o) => BigInt(o.high) > BigInt(o.low)).map((o) => [o.partition, BigInt(o.high)]));
  } catch {
    return new Map(); // no topic yet: nothing to catch up on
  } finally {
    await admin.disconnect();
  }
}

/**
 * Keeps `revocations` up to date from `identity.user.v1`. Every gateway replica must see every
 * event, so each process is its own consumer group (`gateway-<host>-<uuid>`) reading from the
 * beginning, and commits no offsets: the next process starts over anyway. This needs the topic
 * to keep events longer than a token lifetime; older ones refuse only expired tokens.
 */
export async function followRevocations(options: FollowOptions): Promise<RevocationFollower> {
  const { revocations, log } = options;
  const kafka = new Kafka({ clientId: 'gateway', brokers: options.brokers, ...kafkaLogging(log) });
  const pending = await startOffsets(kafka);
  const groupId = `gateway-${hostname()}-${randomUUID()}`;
  const consumer = kafka.consumer({ ...FOLLOWER_TIMINGS, ...options.consumerConfig, groupId });
  let joined = false;
  consumer.on(consumer.events.GROUP_JOIN, () => (joined = true));
  consumer.on(consumer.events.DISCONNECT, () => (joined = false));
  consumer.on(consumer.events.CRASH, ({ payload }) => {
    joined = false;
    log.error({ err: payload.error, restart: payload.restart }, 'revocation follower crashed');
  });

  const handle = (partition: number, message: KafkaMessage) => {
    const event = parseEnvelope(message.value);
    if (event instanceof Error) log.warn({ partition, offset: message.offset, reason: event.message }, 'skipped a malformed user event');
    else apply(revocations, event);
    const end = pending.get(partition);
    if (end !== undefined && BigInt(message.offset) + 1n >= end) pending.delete(partition);
  };

  await consumer.connect();
  await consumer.subscribe({ topics: [Topics.user], fromBeginning: true });
  await consumer.run({ autoCommit: false, eachMessage: async ({ partition, message }) => handle(partition, message) });
  const pruning = setInterval(() => revocations.prune(), options.pruneEveryMs ?? 10 * 60_000);
  pruning.unref();
  log.debug({ groupId }, 'following token revocations');
  return {
    ready: () => joined && pending.size === 0,
    stop: async () => {
      clearInterval(pruning);
      await consumer.disconnect();
    },
  };
}
