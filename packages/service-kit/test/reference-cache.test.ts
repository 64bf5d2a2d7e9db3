import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose, { createConnection, type Connection } from 'mongoose';
import pino from 'pino';
import { bumpReferenceGeneration, cachedBatch, createContext } from '../src';

/**
 * The reference cache's freshness rule (#26): the counter is read for every request, and requests
 * that ask in the same turn share one read. Catalog's own test proves renames through the service.
 */
let mongo: EmbeddedMongo;
let db: Connection;
let names: Map<string, string>;
let fetched: string[][];

beforeAll(async () => {
  mongo = await start({ port: 0 });
  db = await createConnection(mongo.uri, { dbName: 'reference_cache' }).asPromise();
});

afterAll(async () => {
  await db.close();
  await mongo.stop();
});

beforeEach(() => {
  names = new Map([['u1', 'gram']]);
  fetched = [];
});

const request = () => createContext({ kind: 'anonymous' }, 'req', pino({ level: 'silent' }));
const unitName = (ctx = request()) =>
  cachedBatch<string | null>(ctx, db, 'unit', 'platform', async (ids) => {
    fetched.push([...ids]);
    return ids.map((id) => names.get(id) ?? null);
  }).load('u1');

async function counterReads(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  mongoose.set('debug', (collection: string) => {
    if (collection === 'reference_generation') reads += 1;
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return reads;
}

test('five requests that ask together read the counter once, and the data from memory', async () => {
  await unitName();
  const reads = await counterReads(async () =>
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => unitName()))).toEqual(Array(5).fill('gram')),
  );
  expect({ reads, fetched: fetched.length }).toEqual({ reads: 1, fetched: 1 });
});

test('a request that starts after a change returned sees it, while one that started before may see either', async () => {
  await unitName();
  const earlier = unitName();
  names.set('u1', 'grams');
  await bumpReferenceGeneration(db);
  expect(await unitName()).toBe('grams');
  expect(await earlier).toMatch(/^grams?$/);
});
