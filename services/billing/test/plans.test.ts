import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { planModel } from '../src/plans/plan.model';
import { planResolvers } from '../src/plans/plans.resolvers';
import { SEED_PLANS, seedBilling } from '../src/seed';

let mongo: EmbeddedMongo;
let connection: Connection;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'billing_test' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test('seeds Starter, Pro and Group, monthly and annual, once', async () => {
  expect(await seedBilling(mongo.uri, 'billing_test')).toBe(6);
  expect(await seedBilling(mongo.uri, 'billing_test')).toBe(0);
  expect(SEED_PLANS.every((p) => p.freeDemoDays === 14)).toBe(true);
});

test('the active plans are listed cheapest first, and a paused plan is not offered', async () => {
  const plans = planModel(connection);
  await plans.updateOne({ name: 'Group', subscriptionPlan: 'ANNUAL' }, { status: 'PAUSED' });
  const listed = await planResolvers(plans).Query.getActiveSubscriptionPlan();
  expect(listed.map((p) => `${p.name} ${p.subscriptionPlan} ${p.price}`)).toEqual([
    'Starter MONTHLY 29',
    'Pro MONTHLY 79',
    'Group MONTHLY 199',
    'Starter ANNUAL 290',
    'Pro ANNUAL 790',
  ]);
});

test('a plan with a negative limit or a tax over 100% is refused by the schema', async () => {
  const plans = planModel(connection);
  const bad = { ...SEED_PLANS[0], name: 'Broken', cooksCount: -1, tax: 150 };
  await expect(plans.create(bad)).rejects.toMatchObject({ name: 'ValidationError' });
});
