import type { Producer } from 'kafkajs';
import type { Collection } from 'mongoose';
import type { EventEnvelope } from './envelope';
import { PENDING_EVENTS } from './outbox';
import type { Topic } from './topics';
import { startPublishSpan } from './trace-context';

/** A collection whose documents carry `_outbox` (see outbox.ts), and the topic its events go to. */
export type OutboxSource = { collection: Collection; topic: Topic };

export type RelayOptions = {
  producer: Producer;
  sources: OutboxSource[];
  /** How often to look for unpublished events nobody kicked the relay for. Default 500 ms. */
  intervalMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
};

type OutboxDoc = { _id: unknown; _outbox?: EventEnvelope[]; _deleted?: boolean };

/**
 * Publishes events written to `_outbox` fields, at least once: an event leaves the document only
 * after Kafka acknowledged it (acks: all), so a crash at any point means a resend, never a loss.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Sources kicked since the running drain took its list: it drains them before it ends. */
  private readonly queued = new Set<OutboxSource>();
  private stopped = false;

  constructor(private readonly options: RelayOptions) {}

  /** Publishes what is already pending (a crash's, a seed's), then looks again every interval. */
  start(): void {
    this.stopped = false;
    void this.kick();
    this.schedule();
  }

  /**
   * Publish now: one source by collection name (after a write to it), or every source. The promise
   * settles once what was pending when it was called has been published (or failed, onError).
   */
  kick(collectionName?: string): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    return this.drainNow(collectionName);
  }

  /** Stops looking after publishing what is pending (graceful shutdown flushes the outbox). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.drainNow();
  }

  private drainNow(collectionName?: string): Promise<void> {
    for (const source of this.options.sources) {
      if (collectionName === undefined || source.collection.collectionName === collectionName) this.queued.add(source);
    }
    this.running ??= this.drainQueued().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.kick().finally(() => this.schedule());
    }, this.options.intervalMs ?? 500);
    this.timer.unref();
  }

  private async drainQueued(): Promise<void> {
    while (this.queued.size > 0) {
      const sources = [...this.queued];
      this.queued.clear();
      for (const source of sources) {
        try {
          await this.drainSource(source);
        } catch (error) {
          this.options.onError?.(error);
        }
      }
    }
  }

  private async drainSource({ collection, topic }: OutboxSource): Promise<void> {
    for (;;) {
      const docs = (await collection
        .find(PENDING_EVENTS, { projection: { _outbox: 1, _deleted: 1 } })
        .limit(this.options.batchSize ?? 100)
        .toArray()) as OutboxDoc[];
      if (docs.length === 0) return;
      for (const doc of docs) {
        const events = doc._outbox ?? [];
        const spans = events.map((e) => startPublishSpan(topic, e.trace));
        const messages = events.map(({ trace: _trace, ...e }, i) => ({
          key: e.aggregateId,
          value: JSON.stringify(e),
          headers: { type: e.type, ...spans[i]?.headers },
        }));
        try {
          await this.options.producer.send({ topic, acks: -1, messages });
        } catch (error) {
          for (const span of spans) span.end(error);
          throw error;
        }
        for (const span of spans) span.end();
        await collection.updateOne({ _id: doc._id } as never, { $pull: { _outbox: { id: { $in: events.map((e) => e.id) } } } } as never);
        if (doc._deleted) await collection.deleteOne({ _id: doc._id, _deleted: true, $nor: [PENDING_EVENTS] } as never);
      }
    }
  }
}
