import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { createConnection, type Connection } from 'mongoose';
import { usageCaps, type Grant, type Refusal } from '../src';

/** Two connections stand for two replicas of a service sharing one database. */
let mongo: EmbeddedMongo;
let replicas: Connection[];
let rows: number;
let clock: number;
const count = async () => rows;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  replicas = await Promise.all([1, 2].map(() => createConnection(mongo.uri, { dbName: 'caps' }).asPromise()));
});

afterAll(async () => {
  await Promise.all(replicas.map((c) => c.close()));
  await mongo.stop();
});

beforeEach(() => {
  rows = 0;
  clock = Date.parse('2026-01-01T00:00:00Z');
});

const capsOn = (i: number) => usageCaps(replicas[i % 2] as Connection, { settleMs: 1000, now: () => clock });
const granted = (results: (Grant | Refusal)[]) => results.filter((r): r is Grant => r.granted);

test('30 racing reservations on two replicas take exactly the free slots', async () => {
  rows = 2;
  const key = { kitchenId: 'k-race', cap: 'cooks' };
  const results = await Promise.all(Array.from({ length: 30 }, (_, i) => capsOn(i).reserve(key, 5, count)));
  expect(granted(results)).toHaveLength(3);
  expect(results.filter((r) => !r.granted)).toEqual(Array(27).fill({ granted: false, used: 5 }));
});

test('a failed create gives its slot back; a deletion frees one', async () => {
  const key = { kitchenId: 'k-release', cap: 'recipes' };
  const caps = capsOn(0);
  const [first] = granted([await caps.reserve(key, 1, count)]);
  expect(await caps.reserve(key, 1, count)).toEqual({ granted: false, used: 1 });
  await first?.release();
  const again = await caps.reserve(key, 1, count);
  expect(again.granted).toBe(true);
  rows = 1;
  const freed = await caps.freeing(key);
  rows = 0;
  await freed();
  expect((await caps.reserve(key, 1, count)).granted).toBe(true);
});

test('a leaked reservation is counted out once the counter has been quiet, never while a create may be on its way', async () => {
  const key = { kitchenId: 'k-leak', cap: 'dishes' };
  const caps = capsOn(1);
  await caps.reserve(key, 1, count); // the process dies before writing: rows stays 0
  expect((await caps.reserve(key, 1, count)).granted).toBe(false);
  clock += 1001;
  expect((await caps.reserve(key, 1, count)).granted).toBe(true);
});

test('a deletion racing a recount does not free its slot twice', async () => {
  const key = { kitchenId: 'k-recount', cap: 'cooks' };
  const caps = capsOn(0);
  rows = 2;
  await caps.reserve(key, 3, count); // counter 3 (2 rows + this one), then the write lands
  rows = 3;
  const freed = await caps.freeing(key);
  rows = 2; // the row is deleted …
  clock += 1001;
  await caps.reserve(key, 3, count); // … a recount sets 2 and takes a slot: 3
  rows = 3;
  await freed(); // the late release must not bring the counter to 2
  expect(await caps.reserve(key, 3, count)).toEqual({ granted: false, used: 3 });
});

test('a deleted kitchen forgets its counters', async () => {
  const caps = capsOn(0);
  const key = { kitchenId: 'k-gone', cap: 'cooks' };
  await caps.reserve(key, 1, count);
  await caps.forget('k-gone');
  expect((await caps.reserve(key, 1, count)).granted).toBe(true);
});
