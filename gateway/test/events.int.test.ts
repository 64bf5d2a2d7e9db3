// Owns its stack: kitchen runs without its outbox relay and is SIGKILLed and restarted, and the super admin's password changes.
import { startStack, type Stack } from '@brigade/dev-stack';
import { newEvent, Topics } from '@brigade/events';
import type { Caller } from '@brigade/service-kit';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient, ObjectId } from 'mongodb';
import pino from 'pino';
import { followRevocations } from '../src/revocation-follower';
import { Revocations } from '../src/revocations';
import { errorCodes, gql, signIn, until } from '@brigade/test-kit';

/**
 * Events across real service processes. kitchen.kitchen.v1: kitchen writes the deletion and its
 * event in one document, is killed before its relay publishes, and after a restart the event
 * still reaches identity, which applies it once. identity.user.v1: revocations reach the gateway,
 * which refuses the revoked tokens before any subgraph sees them.
 */
let stack: Stack;
let mongo: MongoClient;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    // The first kitchen process never relays on its own (neither after its writes nor on its
    // interval): the kill below always lands before publishing.
    serviceEnv: { kitchen: { OUTBOX_RELAY_INTERVAL_MS: '600000', OUTBOX_RELAY_ON_WRITE: 'false' } },
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
      {
        email: 'a@closing.test',
        accNumber: 'T000001',
        status: 'ACTIVE',
        isAdmin: true,
        isCook: false,
        isSuperAdmin: false,
        kitchenId,
        tokenVersion: 0,
      },
      {
        email: 'c@closing.test',
        accNumber: 'T000002',
        status: 'ACTIVE',
        isAdmin: false,
        isCook: true,
        isSuperAdmin: false,
        kitchenId,
        tokenVersion: 0,
      },
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

  // A new process publishes what it finds pending as it starts.
  await stack.startService('kitchen', { OUTBOX_RELAY_INTERVAL_MS: '600000', OUTBOX_RELAY_ON_WRITE: 'true' });
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

describe('token revocations reach the gateway through identity.user.v1', () => {
  const DEMO_KITCHEN = '64b000000000000000000001';
  const KITCHEN_QUERY = `{ getKitchenById(id: "${DEMO_KITCHEN}") { id } }`;
  const refused = async (token: string) => errorCodes(await gql(stack.gatewayUrl, KITCHEN_QUERY, token)).includes('UNAUTHENTICATED');
  const user = (userId: string, tokenVersion: number): Caller => ({ kind: 'user', userId, roles: [], kitchenId: null, tokenVersion });

  test("the gateway's follower is part of its readiness", async () => {
    const ready = (await (await fetch(stack.gatewayUrl.replace('/graphql', '/readyz'))).json()) as { checks: Record<string, boolean> };
    expect(ready.checks.revocations).toBe(true);
  });

  test('a follower skips malformed and unrelated messages and applies the revocations after them', async () => {
    const revocations = new Revocations();
    const follower = await followRevocations({ brokers: [stack.kafkaBrokers], revocations, log: pino({ level: 'silent' }) });
    const producer = new Kafka({ clientId: 'events-test', brokers: [stack.kafkaBrokers], logLevel: logLevel.NOTHING }).producer();
    try {
      await until(async () => follower.ready());
      // One key, so one partition: everything below arrives in this order.
      const key = 'follower-test';
      const event = (type: string, payload: object) => ({
        key,
        value: JSON.stringify(newEvent(type, payload, { producer: 'test', aggregateId: key })),
      });
      await producer.connect();
      await producer.send({
        topic: Topics.user,
        messages: [
          { key, value: 'not json' },
          { key, value: JSON.stringify({ type: 'UserTokensRevoked', payload: { userId: 'u-bare', tokenVersion: 9 } }) },
          event('UserTokensRevoked', { userId: 'u-bad', tokenVersion: 'nine' }),
          event('UserUpdated', { userId: 'u-other', kitchenId: null, roles: [], status: 'PAUSED', changed: ['status'] }),
          event('UserTokensRevoked', { userId: 'u-1', tokenVersion: 3 }),
          event('UserDeleted', { userId: 'u-2', kitchenId: null, roles: [], status: 'ACTIVE', lastAdminOfKitchen: false }),
        ],
      });
      await until(async () => revocations.isRevoked(user('u-2', 0)));
      expect(revocations.isRevoked(user('u-1', 2))).toBe(true);
      expect(revocations.isRevoked(user('u-1', 3))).toBe(false);
      for (const other of ['u-bare', 'u-bad', 'u-other']) expect(revocations.isRevoked(user(other, 0))).toBe(false);
    } finally {
      await producer.disconnect();
      await follower.stop();
    }
  });

  test("a paused cook's token is refused at the gateway, also for a subgraph that trusts the signed claims", async () => {
    const cook = await signIn(stack.gatewayUrl, 'cook@demo.brigade.local');
    const cookId = ((await gql(stack.gatewayUrl, '{ me { id } }', cook)).body.data?.me as { id: string }).id;
    expect((await gql(stack.gatewayUrl, KITCHEN_QUERY, cook)).body.data).toEqual({ getKitchenById: { id: DEMO_KITCHEN } });

    const admin = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
    const pause = await gql(stack.gatewayUrl, `mutation { UpdateKitchenCook(id: "${cookId}", input: { status: PAUSED }) { code } }`, admin);
    expect(pause.body.data).toEqual({ UpdateKitchenCook: { code: 200 } });

    await until(() => refused(cook), Boolean, { timeoutMs: 10_000 });
    const reply = await gql(stack.gatewayUrl, KITCHEN_QUERY, cook);
    expect(reply.status).toBe(401);
    expect(reply.body.errors?.[0]?.message).toBe('Your session is invalid or has expired; please sign in again');
    expect((await gql(stack.gatewayUrl, KITCHEN_QUERY, admin)).body.data).toEqual({ getKitchenById: { id: DEMO_KITCHEN } });
  });

  test('ChangePassword revokes the old token; the token it returns keeps working', async () => {
    const old = await signIn(stack.gatewayUrl, 'superadmin@brigade.local');
    expect((await gql(stack.gatewayUrl, KITCHEN_QUERY, old)).body.data).toEqual({ getKitchenById: { id: DEMO_KITCHEN } });
    const change = await gql(
      stack.gatewayUrl,
      'mutation { ChangePassword(input: { currentPassword: "Brigade!2026", password: "Kitchen#2027", confirmPassword: "Kitchen#2027" }) { token } }',
      old,
    );
    const fresh = (change.body.data?.ChangePassword as { token: string } | undefined)?.token ?? '';
    expect(fresh).toMatch(/^ey/);

    await until(() => refused(old), Boolean, { timeoutMs: 10_000 });
    expect((await gql(stack.gatewayUrl, KITCHEN_QUERY, fresh)).body.data).toEqual({ getKitchenById: { id: DEMO_KITCHEN } });
    expect((await gql(stack.gatewayUrl, '{ me { email } }', fresh)).body.data).toEqual({ me: { email: 'superadmin@brigade.local' } });
  });
});
