import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent, Topics } from '@brigade/events';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { Types, type Connection } from 'mongoose';
import { rebuildCounters } from '../src/counters/rebuild';
import { kitchenModel } from '../src/kitchens/kitchen.model';

let mongo: EmbeddedMongo;
let kafka: EmbeddedKafka;
let connection: Connection;

beforeAll(async () => {
  [mongo, kafka] = await Promise.all([start({ port: 0 }), startEmbeddedKafka()]);
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'kitchen_rebuild' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await Promise.all([mongo.stop(), kafka.stop()]);
});

test('the rebuild command recomputes every kitchen from the topics, whatever the counters said', async () => {
  const kitchens = kitchenModel(connection);
  const a = new Types.ObjectId();
  const b = new Types.ObjectId();
  await kitchens.create([
    { _id: a, name: 'A', accNumber: 'K-A', cooksCount: 99, recipeCount: 99, menuItemCount: 99 },
    { _id: b, name: 'B', accNumber: 'K-B', cooksCount: 7 },
  ]);
  const user = (userId: string, kitchenId: string) => ({ userId, kitchenId, roles: ['COOK'], status: 'ACTIVE' });
  const recipe = (recipeId: string, type: string, kitchenId: string) => ({
    recipeId,
    kitchenId,
    type,
    status: 'ACTIVE',
    categoryId: null,
    subCategoryId: null,
    ingredientIds: [],
    allergenIds: [],
    cookIds: [],
  });
  const cookA = new Types.ObjectId().toHexString();
  const cookGone = new Types.ObjectId().toHexString();
  const events = [
    [Topics.user, newEvent('UserCreated', user(cookA, a.toHexString()), { producer: 'identity', aggregateId: cookA })],
    [Topics.user, newEvent('UserCreated', user(cookGone, a.toHexString()), { producer: 'identity', aggregateId: cookGone })],
    [
      Topics.user,
      newEvent(
        'UserDeleted',
        { ...user(cookGone, a.toHexString()), lastAdminOfKitchen: false },
        { producer: 'identity', aggregateId: cookGone },
      ),
    ],
    [Topics.recipe, newEvent('RecipeCreated', recipe('r1', 'RECIPE', a.toHexString()), { producer: 'recipe', aggregateId: 'r1' })],
    [Topics.recipe, newEvent('RecipeCreated', recipe('d1', 'MENU', a.toHexString()), { producer: 'recipe', aggregateId: 'd1' })],
    [Topics.recipe, newEvent('RecipeCreated', recipe('d2', 'MENU', a.toHexString()), { producer: 'recipe', aggregateId: 'd2' })],
  ] as const;
  const producer = new Kafka({ clientId: 'test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING }).producer({
    allowAutoTopicCreation: true,
  });
  await producer.connect();
  for (const [topic, event] of events) await producer.send({ topic, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });
  await producer.disconnect();

  const result = await rebuildCounters(connection, [kafka.brokers], 60_000);
  expect(result).toEqual({ events: events.length, kitchens: 2 });
  expect(await kitchens.findById(a).lean()).toMatchObject({ cooksCount: 1, recipeCount: 1, menuItemCount: 2 });
  expect(await kitchens.findById(b).lean()).toMatchObject({ cooksCount: 0, recipeCount: 0, menuItemCount: 0 });
  // Running it again gives the same answer.
  await rebuildCounters(connection, [kafka.brokers], 60_000);
  expect(await kitchens.findById(a).lean()).toMatchObject({ cooksCount: 1, recipeCount: 1, menuItemCount: 2 });
}, 90_000);
