import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent, outboxPlugin, Topics, type Outboxed } from '@brigade/events';
import gql from 'graphql-tag';
import { Kafka, logLevel } from 'kafkajs';
import { Schema, type Connection } from 'mongoose';
import pino from 'pino';
import { CLAIMS_HEADER, signCaller, startSubgraph, type RunningSubgraph } from '../src';

const KEY = new TextEncoder().encode('k'.repeat(32));
type Dish = { _id: string; title: string } & Outboxed;
const dishSchema = new Schema<Dish>({ _id: String, title: String });
dishSchema.plugin(outboxPlugin);
const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query {
    dishes: Int!
  }
`;

let mongo: EmbeddedMongo;
let kafka: EmbeddedKafka;
const running: RunningSubgraph[] = [];

beforeAll(async () => {
  [mongo, kafka] = await Promise.all([start({ port: 0 }), startEmbeddedKafka()]);
}, 60_000);

afterAll(async () => {
  for (const subgraph of running) await subgraph.stop();
  await Promise.all([mongo.stop(), kafka.stop()]);
});

/** A subgraph with an outbox on `dishes` and, when `consume` is given, a consumer of the kitchen topic. */
async function dishService(dbName: string, options: { kafka?: boolean; consume?: () => Promise<void> } = {}) {
  let connection: Connection | undefined;
  const subgraph = await startSubgraph({
    name: 'recipe',
    typeDefs,
    port: 0,
    mongo: { uri: mongo.uri, dbName },
    internalKey: KEY,
    ...(options.kafka ? { kafkaBrokers: [kafka.brokers], kafkaMaxWaitMs: 100 } : {}),
    log: pino({ level: 'silent' }),
    setup: (conn) => {
      connection = conn;
      const dishes = conn.model<Dish>('Dish', dishSchema);
      return {
        resolvers: { Query: { dishes: () => dishes.countDocuments() } },
        events: {
          outbox: [{ collection: dishes.collection, topic: Topics.recipe }],
          consumers: options.consume
            ? [{ groupId: `${dbName}-kitchens`, topics: [Topics.kitchen], handlers: { KitchenCreated: options.consume } }]
            : [],
        },
      };
    },
  });
  running.push(subgraph);
  return { subgraph, connection: connection as unknown as Connection };
}

async function scrape(subgraph: RunningSubgraph): Promise<string> {
  return (await fetch(subgraph.url.replace('/graphql', '/metrics'))).text();
}

/** The sum of the series of `name` whose labels include `labels` (e.g. every partition of a topic). */
function value(text: string, name: string, labels = ''): number | undefined {
  const lines = text.split('\n').filter((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return lines.length === 0 ? undefined : lines.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

/** Reads until the value is `expected` or time runs out, and returns the last value read. */
async function settlesAt(read: () => Promise<number | undefined>, expected: number, ms: number): Promise<number | undefined> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    last = await read();
  }
  return last;
}

test('root resolvers are timed by field, and the MongoDB pool shows its connections', async () => {
  const { subgraph } = await dishService('metrics_resolvers');
  const claims = await signCaller({ kind: 'anonymous' }, KEY, 'recipe');
  for (let i = 0; i < 3; i++) {
    await fetch(subgraph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLAIMS_HEADER]: claims },
      body: JSON.stringify({ query: '{ dishes }' }),
    });
  }
  const text = await scrape(subgraph);
  expect(value(text, 'graphql_resolver_duration_seconds_count', 'field="dishes"')).toBe(3);
  expect(text).toMatch(/graphql_resolver_duration_seconds_count\{[^}]*type="Query"[^}]*outcome="ok"/);
  expect(value(text, 'mongodb_pool_connections')).toBeGreaterThan(0);
  expect(value(text, 'mongodb_pool_checkout_seconds_count')).toBeGreaterThan(0);
});

test('events that cannot reach Kafka show as a backlog with the age of the oldest', async () => {
  const { subgraph, connection } = await dishService('metrics_outbox');
  const event = (id: string) => newEvent('DishCreated', { title: id }, { producer: 'recipe', aggregateId: id, kitchenId: 'k1' });
  const written = { ...event('d1'), occurredAt: new Date(Date.now() - 90_000).toISOString() };
  await connection.collection<Dish>('dishes').insertOne({ _id: 'd1', title: 'Soup', _outbox: [written, event('d1')] });
  await connection.collection<Dish>('dishes').insertOne({ _id: 'd2', title: 'Stew', _outbox: [event('d2')] });
  const text = await scrape(subgraph);
  expect(value(text, 'outbox_pending_events', `topic="${Topics.recipe}"`)).toBe(3);
  expect(value(text, 'outbox_oldest_pending_seconds', `topic="${Topics.recipe}"`)).toBeGreaterThanOrEqual(90);
});

test('consumer lag counts the messages a stuck consumer has not got through, and drops to 0 after', async () => {
  let release: () => void = () => undefined;
  const stuck = new Promise<void>((resolve) => (release = resolve));
  const { subgraph } = await dishService('metrics_lag', { kafka: true, consume: () => stuck });
  const client = new Kafka({ clientId: 'lag-test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING });
  const producer = client.producer();
  await producer.connect();
  const kitchens = [1, 2, 3, 4].map((i) =>
    newEvent('KitchenCreated', {}, { producer: 'kitchen', aggregateId: `k${i}`, kitchenId: `k${i}` }),
  );
  await producer.send({ topic: Topics.kitchen, messages: kitchens.map((e) => ({ key: e.aggregateId, value: JSON.stringify(e) })) });
  await producer.disconnect();

  const lag = async () => value(await scrape(subgraph), 'kafka_consumer_lag', `topic="${Topics.kitchen}"`);
  try {
    expect(await settlesAt(lag, 4, 20_000)).toBe(4);
  } finally {
    release();
  }
  expect(await settlesAt(lag, 0, 30_000)).toBe(0);
});
