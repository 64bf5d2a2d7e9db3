import { startStack, type Stack } from '@brigade/dev-stack';
import { MongoClient, ObjectId } from 'mongodb';
import { gql, signIn, until } from './support';

/**
 * kitchen.kitchen.v1 across real service processes: kitchen writes the deletion and its event
 * in one document, is killed before its relay publishes, and after a restart the event still
 * reaches identity, which applies it once.
 */
let stack: Stack;
let mongo: MongoClient;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    // The first kitchen process never relays on its own: the kill below always lands before publishing.
    serviceEnv: { kitchen: { OUTBOX_RELAY_INTERVAL_MS: '600000' } },
  });
  mongo = await MongoClient.connect(stack.mongoUri);
}, 120_000);

afterAll(async () => {
  await mongo?.close();
  await stack?.stop();
});

test('a deleted kitchen reaches identity after the kitchen process was killed right after its write', async () => {
  const kitchenId = new ObjectId();
  await mongo
    .db('brigade_kitchen')
    .collection('kitchens')
    .insertOne({ _id: kitchenId, name: 'Closing Down', status: 'ACTIVE', ownerId: null });
  await mongo
    .db('brigade_identity')
    .collection('users')
    .insertMany([
      { email: 'a@closing.test', status: 'ACTIVE', isAdmin: true, isCook: false, isSuperAdmin: false, kitchenId, tokenVersion: 0 },
      { email: 'c@closing.test', status: 'ACTIVE', isAdmin: false, isCook: true, isSuperAdmin: false, kitchenId, tokenVersion: 0 },
    ]);

  const token = await signIn(stack.gatewayUrl, 'superadmin@brigade.local');
  expect((await gql(stack.gatewayUrl, `mutation { DeleteKitchen(id: "${kitchenId.toHexString()}") }`, token)).body.data).toEqual({
    DeleteKitchen: true,
  });
  await stack.killService('kitchen');

  const kitchens = mongo.db('brigade_kitchen').collection('kitchens');
  const pending = await kitchens.findOne({ _id: kitchenId });
  expect(pending?._deleted).toBe(true);
  expect(pending?._outbox).toHaveLength(1);
  const eventId = (pending?._outbox as { id: string }[])[0]?.id;
  const users = mongo.db('brigade_identity').collection('users');
  expect(await users.countDocuments({ kitchenId })).toBe(2);

  await stack.startService('kitchen', { OUTBOX_RELAY_INTERVAL_MS: '200' });
  await until(async () => (await users.countDocuments({ kitchenId })) === 0);
  await until(async () => (await kitchens.countDocuments({ _id: kitchenId })) === 0);
  const ledger = await mongo
    .db('brigade_identity')
    .collection('processed_events')
    .find({ _id: `identity:${eventId}` as never })
    .toArray();
  expect(ledger).toHaveLength(1);
  expect(await users.countDocuments({ email: 'admin@demo.brigade.local' })).toBe(1);
}, 120_000);

test('only a super admin may delete a kitchen', async () => {
  const token = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
  const reply = await gql(stack.gatewayUrl, 'mutation { DeleteKitchen(id: "64b000000000000000000001") }', token);
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(
    await mongo
      .db('brigade_kitchen')
      .collection('kitchens')
      .countDocuments({ _id: new ObjectId('64b000000000000000000001'), _deleted: { $ne: true } }),
  ).toBe(1);
});
