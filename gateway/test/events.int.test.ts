import { startStack, type Stack } from '@brigade/dev-stack';
import { MongoClient, ObjectId } from 'mongodb';

/**
 * kitchen.kitchen.v1 across real service processes: kitchen writes the deletion and its event
 * in one document, is killed before its relay publishes, and after a restart the event still
 * reaches identity, which applies it once.
 */
let stack: Stack;
let mongo: MongoClient;

async function gql(query: string, token?: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  const res = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown> };
}

async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

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

  const signIn = await gql('mutation { Authenticate(input: { email: "superadmin@brigade.local", password: "Brigade!2026" }) { token } }');
  const token = (signIn.data?.Authenticate as { token: string }).token;
  expect((await gql(`mutation { DeleteKitchen(id: "${kitchenId.toHexString()}") }`, token)).data).toEqual({ DeleteKitchen: true });
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
  const signIn = await gql('mutation { Authenticate(input: { email: "admin@demo.brigade.local", password: "Brigade!2026" }) { token } }');
  const token = (signIn.data?.Authenticate as { token: string }).token;
  const reply = await gql('mutation { DeleteKitchen(id: "64b000000000000000000001") }', token);
  expect((reply.errors as { extensions: { code: string } }[])[0]?.extensions.code).toBe('FORBIDDEN');
  expect(
    await mongo
      .db('brigade_kitchen')
      .collection('kitchens')
      .countDocuments({ _id: new ObjectId('64b000000000000000000001'), _deleted: { $ne: true } }),
  ).toBe(1);
});
