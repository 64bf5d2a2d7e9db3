import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import type { GraphQLError } from 'graphql';
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { createContext, idempotentWrites, signCaller, verifyClaims, IDEMPOTENCY_TTL_SECONDS, type Caller } from '../src';

/**
 * Proves the Idempotency-Key rules of idempotency.ts: concurrent duplicates write once and all
 * get the first result; another caller's same key is not shared; a key reused for other input or
 * another operation is refused; a failed write lets the key go; an interrupted one is reported;
 * keys expire after 24 h (TTL index); and only well-formed keys travel in the signed claims.
 */
let mongo: EmbeddedMongo;
let connection: Connection;
const KEY = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
const log = pino({ level: 'silent' });
const user = (userId: string): Caller => ({ kind: 'user', userId, roles: ['ADMIN'], kitchenId: 'k1', tokenVersion: 0 });
const ctx = (userId: string, idempotencyKey: string | undefined = KEY) => createContext(user(userId), 'r', log, { idempotencyKey });

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'idempotency_test' }).asPromise();
});

afterAll(async () => {
  await connection?.close();
  await mongo?.stop();
});

/** A write that counts its calls and takes a moment, so that duplicates overlap it. */
function counted() {
  let calls = 0;
  return {
    calls: () => calls,
    write: async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 50));
      return { id: `rec-${calls}`, at: new Date(0) };
    },
  };
}

test('30 concurrent requests with one key write once, and every one gets the first result', async () => {
  const writes = idempotentWrites(connection);
  const w = counted();
  const results = await Promise.all(
    Array.from({ length: 30 }, () => writes.once(ctx('u-concurrent'), 'CreateThing', { name: 'a' }, w.write)),
  );
  expect(w.calls()).toBe(1);
  expect(new Set(results.map((r) => r.id))).toEqual(new Set(['rec-1']));
  expect(results[29]?.at).toEqual(new Date(0));
});

test('a later retry returns the stored result; no key or an anonymous caller writes every time', async () => {
  const writes = idempotentWrites(connection);
  const w = counted();
  await writes.once(ctx('u-retry'), 'CreateThing', { name: 'a' }, w.write);
  expect(await writes.once(ctx('u-retry'), 'CreateThing', { name: 'a' }, w.write)).toEqual({ id: 'rec-1', at: new Date(0) });
  await writes.once(createContext(user('u-retry'), 'r', log), 'CreateThing', { name: 'a' }, w.write);
  await writes.once(createContext({ kind: 'anonymous' }, 'r', log, { idempotencyKey: KEY }), 'CreateThing', { name: 'a' }, w.write);
  expect(w.calls()).toBe(3);
});

test('a mutation with a replay rebuilds a retry’s answer from what was stored: a lazy field survives', async () => {
  const writes = idempotentWrites(connection);
  let calls = 0;
  // Like a recipe view: one field is a function, which storage drops.
  const write = async () => ({ id: `lazy-${++calls}`, lines: () => ['butter'] });
  type Lazy = { id: string; lines: () => string[] };
  const mutations = writes.wrap({ CreateLazy: () => write() }, [
    { name: 'CreateLazy', replay: async (stored) => ({ id: (stored as { id: string }).id, lines: () => ['butter'] }) },
  ]);
  const resolve = mutations.CreateLazy as unknown as (p: null, a: object, c: ReturnType<typeof ctx>, i: null) => Promise<Lazy>;
  await resolve(null, { name: 'x' }, ctx('u-lazy'), null);
  const again = await resolve(null, { name: 'x' }, ctx('u-lazy'), null);
  expect([calls, again.id, again.lines()]).toEqual([1, 'lazy-1', ['butter']]);
});

test("another caller's identical key is theirs alone", async () => {
  const writes = idempotentWrites(connection);
  const w = counted();
  await writes.once(ctx('u-one'), 'CreateThing', { name: 'a' }, w.write);
  expect(await writes.once(ctx('u-two'), 'CreateThing', { name: 'a' }, w.write)).toEqual({ id: 'rec-2', at: new Date(0) });
});

test('a key reused for other input or another operation is refused with CONFLICT', async () => {
  const writes = idempotentWrites(connection);
  const w = counted();
  await writes.once(ctx('u-reuse'), 'CreateThing', { name: 'a', n: 1 }, w.write);
  // The same input with its fields in another order is the same request.
  await writes.once(ctx('u-reuse'), 'CreateThing', { n: 1, name: 'a' }, w.write);
  for (const [operation, input] of [
    ['CreateThing', { name: 'b', n: 1 }],
    ['CreateOther', { name: 'a', n: 1 }],
  ] as const) {
    const error = (await writes.once(ctx('u-reuse'), operation, input, w.write).catch((e: unknown) => e)) as GraphQLError;
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.message).toMatch(/already used for a different request/);
  }
  expect(w.calls()).toBe(1);
});

test('a failed write lets the key go, so the corrected retry writes', async () => {
  const writes = idempotentWrites(connection);
  const failing = () => Promise.reject(new Error('name taken'));
  await expect(writes.once(ctx('u-fail'), 'CreateThing', { name: 'a' }, failing)).rejects.toThrow('name taken');
  const w = counted();
  await writes.once(ctx('u-fail'), 'CreateThing', { name: 'a' }, w.write);
  expect(w.calls()).toBe(1);
});

test('a request still pending is waited for briefly, and one whose process died is reported, never re-run', async () => {
  const records = connection.collection('idempotency_keys');
  await records.insertOne({
    _id: `u-pending:${KEY}` as never,
    operation: 'CreateThing',
    inputHash: '',
    state: 'pending',
    createdAt: new Date(),
  });
  const w = counted();
  const busy = idempotentWrites(connection, { waitMs: 200 });
  // The pending rules apply to the same request only: give the planted record this input's hash.
  await busy.once(ctx('u-hash'), 'CreateThing', { name: 'a' }, w.write);
  const inputHash = (await records.findOne({ _id: `u-hash:${KEY}` as never }))?.inputHash;
  await records.updateOne({ _id: `u-pending:${KEY}` as never }, { $set: { inputHash } });

  const still = (await busy.once(ctx('u-pending'), 'CreateThing', { name: 'a' }, w.write).catch((e: unknown) => e)) as GraphQLError;
  expect(still.extensions).toMatchObject({ code: 'CONFLICT', retryable: true });
  const stale = idempotentWrites(connection, { staleMs: 0 });
  const died = (await stale.once(ctx('u-pending'), 'CreateThing', { name: 'a' }, w.write).catch((e: unknown) => e)) as GraphQLError;
  expect(died.extensions).toMatchObject({ code: 'CONFLICT', retryable: false });
  expect(w.calls()).toBe(1);
});

test('keys expire after 24 h through a TTL index', async () => {
  await idempotentWrites(connection).ready();
  const indexes = await connection.collection('idempotency_keys').indexes();
  expect(indexes.find((i) => i.key.createdAt === 1)?.expireAfterSeconds).toBe(IDEMPOTENCY_TTL_SECONDS);
  expect(IDEMPOTENCY_TTL_SECONDS).toBe(24 * 3600);
});

test('the claims carry a well-formed key and drop a malformed one', async () => {
  const secret = new TextEncoder().encode('k'.repeat(32));
  const read = async (idempotencyKey: string) =>
    (await verifyClaims(await signCaller(user('u'), secret, 'recipe', { idempotencyKey }), secret, 'recipe')).meta.idempotencyKey;
  expect(await read(KEY)).toBe(KEY);
  expect(await read('short')).toBeUndefined();
  expect(await read(`${KEY}\n`)).toBeUndefined();
});
