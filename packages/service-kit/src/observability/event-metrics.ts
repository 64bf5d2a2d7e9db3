import { PENDING_EVENTS, type OutboxSource } from '@brigade/events';
import type { Admin } from 'kafkajs';
import { Gauge, type Registry } from 'prom-client';

/** Lag is read from the broker at most this often, however often /metrics is scraped. */
const LAG_CACHE_MS = 5000;

type Group = { groupId: string; topics: string[] };
export type LagRow = { group: string; topic: string; partition: string; lag: number };

/**
 * `kafka_consumer_lag{group, topic, partition}`: messages on the broker that the service's
 * consumer group has not committed yet, read from the broker (committed offsets against the
 * partitions' high watermarks), so it is right even while a consumer is stuck.
 */
export function consumerLagGauge(registry: Registry, readLag: () => Promise<LagRow[]>): void {
  new Gauge({
    name: 'kafka_consumer_lag',
    help: 'Messages not yet consumed, by consumer group, topic and partition',
    labelNames: ['group', 'topic', 'partition'],
    registers: [registry],
    async collect() {
      const rows = await readLag();
      this.reset();
      for (const { lag, ...labels } of rows) this.set(labels, lag);
    },
  });
}

/** Reads the groups' lag from the broker, at most every LAG_CACHE_MS; the last answer while the broker fails. */
export function consumerLagReader(admin: Admin, groups: Group[]): () => Promise<LagRow[]> {
  let cached: { at: number; rows: LagRow[] } | undefined;
  const read = async (): Promise<LagRow[]> => {
    const rows: LagRow[] = [];
    for (const { groupId, topics } of groups) {
      const committed = await admin.fetchOffsets({ groupId, topics });
      for (const topic of topics) {
        const ends = await admin.fetchTopicOffsets(topic);
        const mine = committed.find((c) => c.topic === topic)?.partitions ?? [];
        for (const end of ends) {
          const offset = Number(mine.find((p) => p.partition === end.partition)?.offset ?? '-1');
          // Nothing committed yet: the group starts from the beginning (fromBeginning: true).
          const from = offset >= 0 ? offset : Number(end.low);
          rows.push({ group: groupId, topic, partition: String(end.partition), lag: Math.max(0, Number(end.high) - from) });
        }
      }
    }
    return rows;
  };
  return async () => {
    if (!cached || Date.now() - cached.at > LAG_CACHE_MS) cached = { at: Date.now(), rows: await read().catch(() => cached?.rows ?? []) };
    return cached.rows;
  };
}

/**
 * `outbox_pending_events{topic}` and `outbox_oldest_pending_seconds{topic}`: events written with
 * a change and not yet acknowledged by Kafka. A backlog that only grows, or an old oldest event,
 * means the relay cannot publish (Kafka down or refusing).
 */
export function outboxGauges(registry: Registry, sources: OutboxSource[]): void {
  const pending = async (source: OutboxSource) => {
    const [row] = await source.collection
      .aggregate<{ n: number; oldest: string | null }>([
        { $match: PENDING_EVENTS },
        { $unwind: '$_outbox' },
        { $group: { _id: null, n: { $sum: 1 }, oldest: { $min: '$_outbox.occurredAt' } } },
      ])
      .toArray();
    const ageSeconds = row?.oldest ? Math.max(0, (Date.now() - Date.parse(row.oldest)) / 1000) : 0;
    return { topic: source.topic, n: row?.n ?? 0, ageSeconds };
  };
  // prom-client collects gauges concurrently: both read one snapshot per scrape.
  let snapshot: { at: number; rows: Promise<Awaited<ReturnType<typeof pending>>[]> } | undefined;
  const read = () => {
    if (!snapshot || Date.now() - snapshot.at > 1000) snapshot = { at: Date.now(), rows: Promise.all(sources.map(pending)) };
    return snapshot.rows;
  };
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Events written with a change and not yet published to Kafka, by topic',
    labelNames: ['topic'],
    registers: [registry],
    async collect() {
      for (const { topic, n } of await read()) this.set({ topic }, n);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest event not yet published, by topic',
    labelNames: ['topic'],
    registers: [registry],
    async collect() {
      for (const { topic, ageSeconds } of await read()) this.set({ topic }, ageSeconds);
    },
  });
}
