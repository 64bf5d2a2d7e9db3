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

let mongo: EmbeddedMongo;
let kafka: EmbeddedKafka;
let subgraph: RunningSubgraph;
let connection: Connection;

beforeAll(async () => {
  [mongo, kafka] = await Promise.all([start({ port: 0 }), startEmbeddedKafka()]);
  subgraph = await startSubgraph({
    name: 'recipe',
    typeDefs: gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
      type Query {
        ping: String!
      }
      type Mutation {
        createDish(id: ID!, title: String!): String!
      }
    `,
    port: 0,
    mongo: { uri: mongo.uri, dbName: 'recipe_events' },
    internalKey: KEY,
    kafkaBrokers: [kafka.brokers],
    // Never on its own: an event that leaves does so because its write kicked the relay.
    outboxIntervalMs: 600_000,
    log: pino({ level: 'silent' }),
    setup: (conn) => {
      connection = conn;
      const dishes = conn.model<Dish>('Dish', dishSchema);
      return {
        resolvers: {
          Query: { ping: () => 'pong' },
          Mutation: {
            createDish: async (_: unknown, { id, title }: { id: string; title: string }) => {
              const event = newEvent('DishCreated', { title }, { producer: 'recipe', aggregateId: id, kitchenId: 'k1' });
              await dishes.create({ _id: id, title, _outbox: [event] });
              return id;
            },
          },
        },
        events: { outbox: [{ collection: dishes.collection, topic: Topics.recipe }] },
      };
    },
  });
}, 60_000);

afterAll(async () => {
  await subgraph.stop();
  await Promise.all([mongo.stop(), kafka.stop()]);
});

async function readTopic(count: number): Promise<string[]> {
  const client = new Kafka({ clientId: 'reader', brokers: [kafka.brokers], logLevel: logLevel.NOTHING });
  const consumer = client.consumer({
    groupId: `reader-${Math.random()}`,
    sessionTimeout: 6000,
    rebalanceTimeout: 3000,
    heartbeatInterval: 300,
    maxWaitTimeInMs: 100,
  });
  const keys: string[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic: Topics.recipe, fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void keys.push(message.key?.toString() ?? '') });
  const deadline = Date.now() + 30_000;
  while (keys.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await consumer.disconnect();
  return keys;
}

test('/readyz includes Kafka when the service is connected to it', async () => {
  const res = await fetch(subgraph.url.replace('/graphql', '/readyz'));
  expect(await res.json()).toEqual({ status: 'ready', checks: { mongo: true, kafka: true } });
});

test("a mutation's event leaves the outbox for its topic as soon as it is written", async () => {
  const claims = await signCaller({ kind: 'anonymous' }, KEY, 'recipe');
  await fetch(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLAIMS_HEADER]: claims },
    body: JSON.stringify({ query: 'mutation { createDish(id: "d1", title: "Soup") }' }),
  });
  expect(await readTopic(1)).toContain('d1');
  expect(await connection.collection('dishes').countDocuments({ '_outbox.0': { $exists: true } })).toBe(0);
});

test('stop() publishes what is still in the outbox before it lets go', async () => {
  const event = newEvent('DishCreated', { title: 'Late' }, { producer: 'recipe', aggregateId: 'd-late', kitchenId: 'k1' });
  await connection.collection<Dish>('dishes').insertOne({ _id: 'd-late', title: 'Late', _outbox: [event] });
  await subgraph.stop();
  expect(await readTopic(2)).toEqual(expect.arrayContaining(['d1', 'd-late']));
});
