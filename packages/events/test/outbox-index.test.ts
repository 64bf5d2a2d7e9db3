import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { newEvent, PENDING_EVENTS, withEvents } from '../src';
import { dishSchema, type DishDoc } from './support';

let mongo: EmbeddedMongo;
let connection: Connection;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'outbox_index' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test("the relay's poll reads the outbox index and touches only documents with pending events", async () => {
  const Dish = connection.model<DishDoc>('Dish', dishSchema);
  await Dish.init();
  await Dish.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: `d${i}`, kitchenId: 'k', title: `dish ${i}` })));
  const event = newEvent('DishCreated', {}, { producer: 'recipe', aggregateId: 'd7', kitchenId: 'k' });
  await Dish.updateOne({ _id: 'd7' }, withEvents([event]));

  const plan = await Dish.collection.find(PENDING_EVENTS).explain('executionStats');
  expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('IXSCAN');
  expect(plan.executionStats.totalDocsExamined).toBe(1);
  expect((await Dish.collection.find(PENDING_EVENTS).toArray()).map((d) => d._id)).toEqual(['d7']);

  await Dish.updateOne({ _id: 'd7' }, { $pull: { _outbox: { id: event.id } } });
  expect(await Dish.collection.countDocuments(PENDING_EVENTS)).toBe(0);
});
