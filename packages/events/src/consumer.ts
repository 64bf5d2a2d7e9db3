import type { Consumer, ConsumerConfig, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import { parseEnvelope, type EventEnvelope } from './envelope';
import { InvalidPayload } from './handlers';
import { deadLetterTopic, type Topic } from './topics';
import { inProcessSpan, messageContext } from './trace-context';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export type ConsumerOptions = {
  kafka: Kafka;
  groupId: string;
  topics: Topic[];
  /** By event type (`eventHandlers` types and checks them); events of other types are acknowledged and skipped. */
  handlers: Record<string, EventHandler>;
  /** The consuming service's database, which keeps the ledger of applied event ids. */
  connection: Connection;
  /** Producer used to park poison messages on the dead-letter topic. */
  producer: Producer;
  maxAttempts?: number;
  backoffMs?: number;
  /** A handler failed (or the payload was refused: InvalidPayload), or the consumer itself stopped (no event). */
  onError?: (error: unknown, event: EventEnvelope | undefined, topic?: string) => void;
  /** kafkajs group timings (session, rebalance, heartbeat, fetch wait) where defaults do not fit. */
  consumerConfig?: Omit<ConsumerConfig, 'groupId'>;
};

const LEDGER = 'processed_events';
/** Ledger entries expire after a week: far longer than any redelivery window. */
const LEDGER_TTL_SECONDS = 7 * 24 * 3600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a consumer stands in its group, for readiness details. */
export type ConsumerState = 'idle' | 'joining' | 'joined' | 'crashed' | 'stopped';

/**
 * A consumer group that applies each event id at most once in effect: ids are remembered in
 * the service's own database after a handler succeeds, handlers that change counters use
 * applyOnce, failures are retried with exponential backoff and, after `maxAttempts`, parked
 * on `dlq.<groupId>` so one bad message never stops the stream.
 */
export class EventConsumer {
  private consumer: Consumer | undefined;
  private current: ConsumerState = 'idle';

  constructor(private readonly options: ConsumerOptions) {}

  private get ledger() {
    return this.options.connection.collection<{ _id: string; type: string; appliedAt: Date }>(LEDGER);
  }

  get state(): ConsumerState {
    return this.current;
  }

  /**
   * Connects and subscribes. Joining the group can take up to a session timeout (a crashed
   * predecessor keeps its place until then), so `background: true` returns before the join
   * completes; kafkajs keeps retrying it, and `state` tells how far it got.
   */
  async start(options: { background?: boolean } = {}): Promise<void> {
    const consumer = this.options.kafka.consumer({
      allowAutoTopicCreation: true,
      ...this.options.consumerConfig,
      groupId: this.options.groupId,
    });
    // Set before any await, so a stop() that comes early still disconnects it.
    this.consumer = consumer;
    this.current = 'joining';
    consumer.on(consumer.events.GROUP_JOIN, () => (this.current = 'joined'));
    consumer.on(consumer.events.REBALANCING, () => (this.current = 'joining'));
    consumer.on(consumer.events.CRASH, ({ payload }) => (this.current = payload.restart ? 'joining' : 'crashed'));
    await this.ledger.createIndex({ appliedAt: 1 }, { expireAfterSeconds: LEDGER_TTL_SECONDS });
    await consumer.connect();
    await consumer.subscribe({ topics: this.options.topics, fromBeginning: true });
    const running = consumer.run({
      eachMessage: async ({ topic, partition, message }) => this.handle(topic, partition, message),
    });
    if (!options.background) return running;
    running.catch((error: unknown) => this.options.onError?.(error, undefined));
  }

  /** Leaves the group at once (LeaveGroup), so the others rebalance without waiting for a session to expire. */
  async stop(): Promise<void> {
    const consumer = this.consumer;
    this.consumer = undefined;
    await consumer?.disconnect();
    this.current = 'stopped';
  }

  private async handle(topic: string, partition: number, message: KafkaMessage): Promise<void> {
    const event = parseEnvelope(message.value);
    if (event instanceof Error) {
      await this.park(topic, partition, message, event.message, 1);
      return;
    }
    await inProcessSpan(
      topic,
      messageContext(message.headers),
      { 'messaging.message.id': event.id, 'messaging.consumer.group.name': this.options.groupId },
      () => this.apply(topic, partition, message, event),
    );
  }

  private async apply(topic: string, partition: number, message: KafkaMessage, event: EventEnvelope): Promise<void> {
    const key = `${this.options.groupId}:${event.id}`;
    if (await this.ledger.findOne({ _id: key })) return;
    const handler = this.options.handlers[event.type];
    if (handler) {
      const attempts = this.options.maxAttempts ?? 5;
      for (let attempt = 1; ; attempt++) {
        try {
          await handler(event);
          break;
        } catch (error) {
          this.options.onError?.(error, event, topic);
          // A payload its contract refuses stays refused: parked now, like a message that is no envelope.
          if (attempt >= attempts || error instanceof InvalidPayload) {
            await this.park(topic, partition, message, error instanceof Error ? error.message : String(error), attempt);
            return;
          }
          await sleep((this.options.backoffMs ?? 200) * 2 ** (attempt - 1));
        }
      }
    }
    await this.ledger.updateOne({ _id: key }, { $setOnInsert: { type: event.type, appliedAt: new Date() } }, { upsert: true });
  }

  private async park(topic: string, partition: number, message: KafkaMessage, reason: string, attempts: number): Promise<void> {
    await this.options.producer.send({
      topic: deadLetterTopic(this.options.groupId),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            'x-source-topic': topic,
            'x-source-partition': String(partition),
            'x-source-offset': message.offset,
            'x-error': reason,
            'x-attempts': String(attempts),
          },
        },
      ],
    });
  }
}
