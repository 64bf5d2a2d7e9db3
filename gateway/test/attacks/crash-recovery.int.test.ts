// Owns its stack: it SIGKILLs and restarts catalog (stack.killService/startService), which a shared stack's other files would feel.
import { startStack, type Stack } from '@brigade/dev-stack';
import { newEvent, Topics } from '@brigade/events';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { gql, signIn, until } from '@brigade/test-kit';

/**
 * Proves that a crashed service is back within seconds: catalog (a consumer group member) is
 * SIGKILLed and restarted, and the gateway answers a catalog query < 10 s after the new process
 * was spawned, although the dead member still holds its place in the group. Events still flow:
 * one produced after the restart is applied by the new process (its ledger records it), and
 * /readyz reports the group's state beside its checks.
 */
let stack: Stack;
let mongo: MongoClient;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  mongo = await MongoClient.connect(stack.mongoUri);
}, 120_000);

afterAll(async () => {
  await mongo?.close();
  await stack?.stop();
});

test('a SIGKILLed consumer answers through the gateway within 10 s of its restart, and consumes new events', async () => {
  const token = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
  const units = () => gql(stack.gatewayUrl, '{ getUnits(sizePerPage: 1) { total } }', token);
  expect((await units()).body.errors).toBeUndefined();

  await stack.killService('catalog');
  const started = Date.now();
  await stack.startService('catalog');
  await until(async () => (await units().catch(() => undefined))?.body.errors === undefined, Boolean, { timeoutMs: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(`crash-recovery: catalog answered ${seconds.toFixed(1)} s after its restart\n`);
  expect(seconds).toBeLessThan(10);

  const event = newEvent('CrashTrialPing', {}, { producer: 'crash-recovery-test', aggregateId: 'crash-trial' });
  const producer = new Kafka({ clientId: 'crash-recovery-test', brokers: [stack.kafkaBrokers], logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  await producer.send({ topic: Topics.recipe, messages: [{ key: 'crash-trial', value: JSON.stringify(event) }] });
  await producer.disconnect();
  const ledger = mongo.db('brigade_catalog').collection('processed_events');
  await until(async () => (await ledger.countDocuments({ _id: `catalog:${event.id}` as never })) === 1, Boolean, { timeoutMs: 45_000 });
  process.stdout.write(
    `crash-recovery: an event sent after the restart was applied ${((Date.now() - started) / 1000).toFixed(1)} s after it\n`,
  );

  const readyz = await fetch(stack.serviceUrls.catalog?.replace('/graphql', '/readyz') ?? '');
  const body = (await readyz.json()) as { details?: Record<string, { state: string; lag: number }> };
  expect(body.details?.catalog?.state).toBe('joined');
}, 120_000);
