import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { KafkaMessage } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import {
  applyOnce,
  deadLetterTopic,
  EventConsumer,
  eventHandlers,
  IngredientEvents,
  InvalidPayload,
  newEvent,
  OutboxRelay,
  Topics,
  withEvents,
  type EventEnvelope,
} from '../src';
import {
  connect,
  counterSchema,
  dishSchema,
  type CounterDoc,
  type DishDoc,
  FAST_GROUP,
  startInfra,
  stopInfra,
  waitFor,
  type Infra,
} from './support';

let infra: Infra;
let producerDb: Connection;
let consumerDb: Connection;
let Dish: Model<DishDoc>;
let Counter: Model<CounterDoc>;

beforeAll(async () => {
  infra = await startInfra();
  producerDb = await connect(infra.mongo.uri, 'recipe');
  consumerDb = await connect(infra.mongo.uri, 'kitchen');
  Dish = producerDb.model<DishDoc>('Dish', dishSchema);
  Counter = consumerDb.model<CounterDoc>('Counter', counterSchema);
});

afterAll(async () => {
  await producerDb.close();
  await consumerDb.close();
  await stopInfra(infra);
});

const countDish = (event: EventEnvelope) =>
  applyOnce(Counter, { _id: event.kitchenId }, event.id, { $inc: { dishes: 1 } }).then(() => undefined);

async function relayOnce(): Promise<void> {
  const producer = infra.client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const relay = new OutboxRelay({ producer, sources: [{ collection: Dish.collection, topic: Topics.recipe }] });
  await relay.kick();
  await producer.disconnect();
}

async function collect(topic: string, groupId: string, count: number): Promise<KafkaMessage[]> {
  const consumer = infra.client.consumer({ groupId, ...FAST_GROUP });
  const seen: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  try {
    await consumer.run({ eachMessage: async ({ message }) => void seen.push(message) });
    await waitFor(
      () => seen.length >= count,
      () => `${count} messages on ${topic} (${seen.length} so far)`,
    );
  } finally {
    // A consumer left connected after a failure keeps jest from ever exiting (seen once in CI).
    await consumer.disconnect();
  }
  return seen;
}

test('an event written with the change reaches another service once, even when delivered twice', async () => {
  await Counter.create({ _id: 'k-once', dishes: 0 });
  const event = newEvent('DishCreated', { title: 'Ratatouille' }, { producer: 'recipe', aggregateId: 'd-once', kitchenId: 'k-once' });
  await Dish.create({ _id: 'd-once', kitchenId: 'k-once', title: 'Ratatouille', _outbox: [event] });
  await relayOnce();
  expect(await Dish.collection.countDocuments({ _id: 'd-once' as never, '_outbox.0': { $exists: true } })).toBe(0);

  // The relay crashing between send and pull would resend: deliver the same event again.
  const producer = infra.client.producer();
  await producer.connect();
  await producer.send({ topic: Topics.recipe, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });
  await producer.disconnect();

  const consumer = new EventConsumer({
    kafka: infra.client,
    groupId: 'kitchen-counters-once',
    topics: [Topics.recipe],
    handlers: { DishCreated: countDish },
    connection: consumerDb,
    producer: infra.client.producer(),
    consumerConfig: FAST_GROUP,
  });
  await consumer.start();
  await waitFor(
    async () => (await consumerDb.collection('processed_events').countDocuments({ type: 'DishCreated' })) >= 1,
    () => 'DishCreated applied',
  );
  await new Promise((r) => setTimeout(r, 500));
  await consumer.stop();
  expect((await Counter.findById('k-once').lean())?.dishes).toBe(1);
});

test('a producer killed right after its write still delivers the event once restarted', async () => {
  const fixture = join(__dirname, 'fixtures', 'write-then-die.ts');
  // Async spawn: the embedded MongoDB the child writes to runs in this process's event loop.
  const child = spawn(process.execPath, ['--require', '@swc-node/register', fixture, infra.mongo.uri, 'recipe', 'd-killed']);
  const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, sig) => resolve(sig)));
  expect(signal).toBe('SIGKILL');
  const pending = await Dish.collection.findOne({ _id: 'd-killed' as never });
  expect((pending?._outbox as unknown[]).length).toBe(1);

  await relayOnce();
  const messages = await collect(Topics.recipe, 'observer-killed', 1).then((all) => all.filter((m) => m.key?.toString() === 'd-killed'));
  expect(messages).toHaveLength(1);
  expect(JSON.parse(messages[0]?.value?.toString() ?? '{}')).toMatchObject({ type: 'DishCreated', aggregateId: 'd-killed' });
});

test('a consumer that dies before committing re-reads its batch and applies nothing twice', async () => {
  await Counter.create({ _id: 'k-crash', dishes: 0 });
  for (let i = 0; i < 5; i++) {
    const event = newEvent(
      'DishCreated',
      { title: `dish ${i}` },
      { producer: 'recipe', aggregateId: `d-crash-${i}`, kitchenId: 'k-crash' },
    );
    await Dish.create({ _id: `d-crash-${i}`, kitchenId: 'k-crash', title: `dish ${i}` });
    await Dish.updateOne({ _id: `d-crash-${i}` }, withEvents([event]));
  }
  await relayOnce();

  // First consumer applies everything straight to the counter (no ledger) and never commits.
  const crashing = infra.client.consumer({ groupId: 'kitchen-counters-crash', ...FAST_GROUP });
  await crashing.connect();
  await crashing.subscribe({ topic: Topics.recipe, fromBeginning: true });
  let applied = 0;
  await crashing.run({
    autoCommit: false,
    eachMessage: async ({ message }) => {
      const event = JSON.parse(message.value?.toString() ?? '{}') as EventEnvelope;
      if (event.kitchenId === 'k-crash' && (await applyOnce(Counter, { _id: 'k-crash' }, event.id, { $inc: { dishes: 1 } }))) applied += 1;
    },
  });
  await waitFor(
    () => applied === 5,
    () => `five events applied (${applied} so far)`,
  );
  await crashing.disconnect();

  const restarted = new EventConsumer({
    kafka: infra.client,
    groupId: 'kitchen-counters-crash',
    topics: [Topics.recipe],
    handlers: { DishCreated: countDish },
    connection: consumerDb,
    producer: infra.client.producer(),
    consumerConfig: FAST_GROUP,
  });
  await restarted.start();
  await waitFor(
    async () =>
      (await consumerDb.collection('processed_events').countDocuments({ _id: { $regex: '^kitchen-counters-crash:' } } as never)) >= 5,
    () => 'five events applied after the restart',
  );
  await restarted.stop();
  expect((await Counter.findById('k-crash').lean())?.dishes).toBe(5);
});

test('a poison message lands on the dead-letter topic and the consumer keeps going', async () => {
  const topic = Topics.category;
  const producer = infra.client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const good = newEvent('CategoryDeleted', { name: 'Desserts' }, { producer: 'catalog', aggregateId: 'c-1', kitchenId: null });
  const failing = newEvent('CategoryDeleted', { name: 'explode' }, { producer: 'catalog', aggregateId: 'c-2', kitchenId: null });
  await producer.send({
    topic,
    messages: [
      { key: 'c-0', value: 'not json at all' },
      { key: 'c-2', value: JSON.stringify(failing) },
      { key: 'c-1', value: JSON.stringify(good) },
    ],
  });
  const handled: string[] = [];
  const consumer = new EventConsumer({
    kafka: infra.client,
    groupId: 'recipe-categories',
    topics: [topic],
    handlers: {
      CategoryDeleted: async (event) => {
        if ((event.payload as { name: string }).name === 'explode') throw new Error('cannot apply');
        handled.push(event.aggregateId);
      },
    },
    connection: consumerDb,
    producer,
    maxAttempts: 3,
    backoffMs: 10,
    consumerConfig: FAST_GROUP,
  });
  try {
    await consumer.start();
    await waitFor(
      () => handled.includes('c-1'),
      () => `the good event after the poison ones (handled: ${handled.join(', ') || 'none'})`,
    );
  } finally {
    await consumer.stop();
  }
  try {
    const parked = await collect(deadLetterTopic('recipe-categories'), 'dlq-reader', 2);
    expect(parked.map((m) => m.key?.toString()).sort()).toEqual(['c-0', 'c-2']);
    const failed = parked.find((m) => m.key?.toString() === 'c-2');
    expect(failed?.headers?.['x-attempts']?.toString()).toBe('3');
    expect(failed?.headers?.['x-error']?.toString()).toBe('cannot apply');
  } finally {
    await producer.disconnect();
  }
});

test('a payload its contract refuses is parked at once, without a retry, and never reaches the handler', async () => {
  const topic = Topics.ingredient;
  const producer = infra.client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const payload = { unitId: 'u-bad', code: null, name: 'bunch', dimension: 'COUNT', toBase: null };
  const refused = newEvent('UnitChanged', { ...payload, dimension: 'TIME' }, { producer: 'catalog', aggregateId: 'u-bad' });
  const valid = newEvent('UnitChanged', { ...payload, unitId: 'u-good' }, { producer: 'catalog', aggregateId: 'u-good' });
  await producer.send({
    topic,
    messages: [refused, valid].map((event) => ({ key: event.aggregateId, value: JSON.stringify(event) })),
  });
  const handled: string[] = [];
  const errors: { error: unknown; topic: string | undefined }[] = [];
  const consumer = new EventConsumer({
    kafka: infra.client,
    groupId: 'recipe-units-contract',
    topics: [topic],
    handlers: eventHandlers(IngredientEvents, { UnitChanged: async ({ unitId }) => void handled.push(unitId) }),
    connection: consumerDb,
    producer,
    maxAttempts: 3,
    backoffMs: 10,
    onError: (error, _event, from) => errors.push({ error, topic: from }),
    consumerConfig: FAST_GROUP,
  });
  try {
    await consumer.start();
    await waitFor(
      () => handled.includes('u-good'),
      () => `the valid event after the refused one (handled: ${handled.join(', ') || 'none'})`,
    );
  } finally {
    await consumer.stop();
  }
  try {
    expect(handled).toEqual(['u-good']);
    expect(errors).toEqual([{ error: expect.any(InvalidPayload), topic }]);
    expect(errors[0]?.error).toMatchObject({ type: 'UnitChanged', eventId: refused.id, paths: ['dimension'] });
    const parked = await collect(deadLetterTopic('recipe-units-contract'), 'dlq-contract-reader', 1);
    expect(parked.map((m) => m.key?.toString())).toEqual(['u-bad']);
    expect(parked[0]?.headers?.['x-attempts']?.toString()).toBe('1');
    expect(parked[0]?.headers?.['x-error']?.toString()).toBe('UnitChanged payload does not match its contract at dimension');
  } finally {
    await producer.disconnect();
  }
});
