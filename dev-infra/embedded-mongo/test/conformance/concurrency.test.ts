import { MongoClient, MongoServerError, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('concurrency', { maxPoolSize: 20 }));
});

afterAll(() => closeTargetDb({ target, client, db }));

async function withClients<T>(n: number, fn: (c: MongoClient, index: number) => Promise<T>): Promise<T[]> {
  const clients = await Promise.all(Array.from({ length: n }, () => MongoClient.connect(target.uri, { maxPoolSize: 10 })));
  try {
    return await Promise.all(clients.map((c, i) => fn(c, i)));
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

test('50 concurrent $inc on one document from a pooled client add up to exactly 50', async () => {
  const c = db.collection('counter1');
  await c.insertOne({ _id: 'n', n: 0 } as Document);
  const results = await Promise.all(Array.from({ length: 50 }, () => c.updateOne({ _id: 'n' } as Document, { $inc: { n: 1 } })));
  expect(results.every((r) => r.matchedCount === 1 && r.modifiedCount === 1)).toBe(true);
  expect((await c.findOne({ _id: 'n' } as Document))?.n).toBe(50);
});

test('5 clients x 50 concurrent $inc add up to exactly 250', async () => {
  const c = db.collection('counter5');
  await c.insertOne({ _id: 'n', n: 0 } as Document);
  await withClients(5, async (other) => {
    const coll = other.db(db.databaseName).collection('counter5');
    await Promise.all(Array.from({ length: 50 }, () => coll.updateOne({ _id: 'n' } as Document, { $inc: { n: 1 } })));
  });
  expect((await c.findOne({ _id: 'n' } as Document))?.n).toBe(250);
});

test('concurrent upserts on one key create exactly one document', async () => {
  const c = db.collection('upserts');
  await c.createIndex({ key: 1 }, { unique: true });
  const results = await Promise.allSettled(
    Array.from({ length: 30 }, () => c.updateOne({ key: 'k' }, { $inc: { hits: 1 } }, { upsert: true })),
  );
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  // A real server may report a duplicate-key race on a concurrent upsert; everything else must succeed.
  for (const r of results) {
    if (r.status === 'rejected') {
      expect(r.reason).toBeInstanceOf(MongoServerError);
      expect((r.reason as MongoServerError).code).toBe(11000);
    }
  }
  expect(await c.countDocuments({ key: 'k' })).toBe(1);
  expect((await c.findOne({ key: 'k' }))?.hits).toBe(ok);
});

test('100 concurrent inserts of one unique key: exactly one succeeds, the rest fail with 11000', async () => {
  const c = db.collection('unique_race');
  await c.createIndex({ sku: 1 }, { unique: true });
  const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => c.insertOne({ sku: 'only', attempt: i })));
  const fulfilled = results.filter((r) => r.status === 'fulfilled');
  const rejected = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  expect(fulfilled).toHaveLength(1);
  expect(rejected).toHaveLength(99);
  for (const reason of rejected) {
    expect(reason).toBeInstanceOf(MongoServerError);
    expect((reason as MongoServerError).code).toBe(11000);
  }
  expect(await c.countDocuments({})).toBe(1);
});

test('100 concurrent inserts of one _id from 5 clients: exactly one succeeds', async () => {
  const c = db.collection('id_race');
  const outcomes = await withClients(5, async (other) => {
    const coll = other.db(db.databaseName).collection('id_race');
    return Promise.allSettled(Array.from({ length: 20 }, () => coll.insertOne({ _id: 'same' } as Document)));
  });
  const flat = outcomes.flat();
  expect(flat.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  for (const r of flat) {
    if (r.status === 'rejected') expect((r.reason as MongoServerError).code).toBe(11000);
  }
  expect(await c.countDocuments({})).toBe(1);
});

test('20 parallel clients each inserting 200 docs end with 4000 docs', async () => {
  const c = db.collection('bulk_parallel');
  await withClients(20, async (other, index) => {
    const coll = other.db(db.databaseName).collection('bulk_parallel');
    // Half individually, half in small batches, all concurrently within the client.
    const singles = Array.from({ length: 100 }, (_, k) => coll.insertOne({ client: index, k }));
    const batches = Array.from({ length: 10 }, (_, b) =>
      coll.insertMany(Array.from({ length: 10 }, (_, j) => ({ client: index, k: 100 + b * 10 + j }))),
    );
    await Promise.all([...singles, ...batches]);
  });
  expect(await c.countDocuments({})).toBe(4000);
  expect(await c.estimatedDocumentCount()).toBe(4000);
  const perClient = await c
    .aggregate<{ _id: number; n: number; uniq: number[] }>([
      { $group: { _id: '$client', n: { $sum: 1 }, uniq: { $addToSet: '$k' } } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  expect(perClient).toHaveLength(20);
  for (const row of perClient) {
    expect(row.n).toBe(200);
    expect(row.uniq).toHaveLength(200);
  }
});

test('readers see consistent counts while writers insert', async () => {
  const c = db.collection('read_while_write');
  const writes = Array.from({ length: 200 }, (_, i) => c.insertOne({ i }));
  const reads = Array.from({ length: 20 }, () => c.countDocuments({}));
  const [, counts] = await Promise.all([Promise.all(writes), Promise.all(reads)]);
  for (const n of counts) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(200);
  }
  expect(await c.countDocuments({})).toBe(200);
});
