import { MongoBulkWriteError, MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { hasStage, rejection, serverError, waitFor, writeErrorList } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let seq = 0;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('indexes'));
});

afterAll(() => closeTargetDb({ target, client, db }));

function fresh(prefix: string): Collection<Document> {
  seq += 1;
  return db.collection(`${prefix}_${seq}`);
}

async function indexSummary(c: Collection<Document>): Promise<Document[]> {
  const list = await c.listIndexes().toArray();
  return list
    .map((ix) => {
      const out: Document = { name: ix.name, key: ix.key };
      if (ix.unique !== undefined) out.unique = ix.unique;
      if (ix.sparse !== undefined) out.sparse = ix.sparse;
      return out;
    })
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

describe('index management', () => {
  test('createIndex returns conventional names; listIndexes shows them with their flags', async () => {
    const c = fresh('mgmt');
    await c.insertOne({ email: 'a@x.io', a: 1, b: 2 });
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    expect(await c.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
    expect(await c.createIndex({ 'nested.f': 1 }, { sparse: true })).toBe('nested.f_1');
    expect(await c.createIndex({ z: 1 }, { name: 'custom_name' })).toBe('custom_name');
    expect(await indexSummary(c)).toEqual([
      { name: '_id_', key: { _id: 1 } },
      { name: 'a_1_b_-1', key: { a: 1, b: -1 } },
      { name: 'custom_name', key: { z: 1 } },
      { name: 'email_1', key: { email: 1 }, unique: true },
      { name: 'nested.f_1', key: { 'nested.f': 1 }, sparse: true },
    ]);
    const raw = await c.listIndexes().toArray();
    expect(raw.find((ix) => ix.name === '_id_')?.unique).toBeUndefined();
    expect(raw.every((ix) => ix.v === 2)).toBe(true);
  });

  test('createIndex on a new collection creates the collection; repeating it is a no-op', async () => {
    const c = fresh('mgmt');
    expect(await c.createIndex({ k: 1 })).toBe('k_1');
    expect(await c.createIndex({ k: 1 })).toBe('k_1');
    expect((await c.listIndexes().toArray()).map((ix) => ix.name).sort()).toEqual(['_id_', 'k_1']);
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((x) => x.name);
    expect(names).toContain(c.collectionName);
  });

  test('dropIndex and dropIndexes', async () => {
    const c = fresh('mgmt');
    await c.createIndex({ a: 1 });
    await c.createIndex({ b: 1 });
    await c.createIndex({ c: 1 });
    await c.dropIndex('a_1');
    expect((await c.listIndexes().toArray()).map((ix) => ix.name).sort()).toEqual(['_id_', 'b_1', 'c_1']);
    const err = await serverError(c.dropIndex('a_1'));
    expect(err.code).toBe(27);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((ix) => ix.name)).toEqual(['_id_']);
  });

  test('listIndexes on a missing collection fails with 26 NamespaceNotFound', async () => {
    const err = await serverError(db.collection('never_there').listIndexes().toArray());
    expect(err.code).toBe(26);
  });
});

describe('unique indexes', () => {
  test('insertOne violating a unique index fails with 11000, keyPattern and keyValue', async () => {
    const c = fresh('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.io' });
    const err = await serverError(c.insertOne({ email: 'a@x.io' }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@x.io' });
    expect(await c.countDocuments({})).toBe(1);
  });

  test('ordered insertMany stops at the first duplicate; earlier docs stay inserted', async () => {
    const c = fresh('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a' });
    const err = await rejection(c.insertMany([{ email: 'b' }, { email: 'c' }, { email: 'a' }, { email: 'd' }]));
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    if (!(err instanceof MongoBulkWriteError)) return;
    const writeErrors = writeErrorList(err.writeErrors);
    expect(writeErrors).toHaveLength(1);
    expect(writeErrors[0]?.code).toBe(11000);
    expect(writeErrors[0]?.index).toBe(2);
    expect(err.insertedCount).toBe(2);
    expect((await c.find({}).toArray()).map((d) => d.email).sort()).toEqual(['a', 'b', 'c']);
  });

  test('unordered insertMany inserts everything except the duplicates', async () => {
    const c = fresh('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a' });
    const err = await rejection(
      c.insertMany([{ email: 'b' }, { email: 'a' }, { email: 'c' }, { email: 'b' }, { email: 'd' }], { ordered: false }),
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    if (!(err instanceof MongoBulkWriteError)) return;
    const writeErrors = writeErrorList(err.writeErrors);
    expect(writeErrors.map((w) => w.code)).toEqual([11000, 11000]);
    expect(writeErrors.map((w) => w.index).sort()).toEqual([1, 3]);
    expect(err.insertedCount).toBe(3);
    expect((await c.find({}).toArray()).map((d) => d.email).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  test('an update that would create a duplicate fails with 11000', async () => {
    const c = fresh('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
    ] as Document[]);
    const err = await serverError(c.updateOne({ _id: 2 } as Document, { $set: { email: 'a' } }));
    expect(err.code).toBe(11000);
    expect(await c.findOne({ _id: 2 } as Document)).toEqual({ _id: 2, email: 'b' });
    const err2 = await serverError(c.updateMany({}, { $set: { email: 'same' } }));
    expect(err2.code).toBe(11000);
    expect(await c.countDocuments({ email: 'same' })).toBeLessThanOrEqual(1);
  });

  test('creating a unique index over existing duplicates fails with 11000 and creates nothing', async () => {
    const c = fresh('uniq');
    await c.insertMany([{ x: 1 }, { x: 1 }, { x: 2 }]);
    const err = await serverError(c.createIndex({ x: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((ix) => ix.name)).toEqual(['_id_']);
    await c.insertOne({ x: 1 });
    expect(await c.countDocuments({ x: 1 })).toBe(3);
  });

  test('compound unique index constrains the combination only', async () => {
    const c = fresh('uniq');
    await c.createIndex({ a: 1, b: 1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    const err = await serverError(c.insertOne({ a: 1, b: 2 }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ a: 1, b: 1 });
    expect(err.keyValue).toEqual({ a: 1, b: 2 });
    expect(await c.countDocuments({})).toBe(3);
  });

  test('sparse unique allows many docs without the field, but not two equal values (null included)', async () => {
    const c = fresh('uniq');
    await c.createIndex({ s: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ other: 1 }, { other: 2 }, { other: 3 }, { s: 'v' }, { s: null }]);
    expect(await c.countDocuments({})).toBe(5);
    expect((await serverError(c.insertOne({ s: 'v' }))).code).toBe(11000);
    expect((await serverError(c.insertOne({ s: null }))).code).toBe(11000);
  });

  test('a non-sparse unique index allows only one doc missing the field', async () => {
    const c = fresh('uniq');
    await c.createIndex({ u: 1 }, { unique: true });
    await c.insertOne({ other: 1 });
    expect((await serverError(c.insertOne({ other: 2 }))).code).toBe(11000);
    expect((await serverError(c.insertOne({ u: null }))).code).toBe(11000);
    expect(await c.countDocuments({})).toBe(1);
  });

  test('partialFilterExpression limits uniqueness to matching docs', async () => {
    const c = fresh('uniq');
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { email: 'a', active: false },
      { email: 'a', active: false },
      { email: 'a', active: true },
    ]);
    expect((await serverError(c.insertOne({ email: 'a', active: true }))).code).toBe(11000);
    expect(await c.countDocuments({ email: 'a' })).toBe(3);
  });
});

describe('index use (explain)', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = db.collection('explained');
    await c.insertMany(
      Array.from({ length: 5000 }, (_, i) => ({ _id: i, email: `user${i}@x.io`, age: i % 100, name: `n${i}` })) as Document[],
    );
    await c.createIndex({ email: 1 });
    await c.createIndex({ age: 1 });
  });

  test('equality on an indexed field uses IXSCAN and examines one document', async () => {
    const plan = await c.find({ email: 'user1234@x.io' }).explain('executionStats');
    expect(hasStage(plan, 'IXSCAN')).toBe(true);
    expect(hasStage(plan, 'COLLSCAN')).toBe(false);
    expect(plan.executionStats?.nReturned).toBe(1);
    expect(plan.executionStats?.totalDocsExamined).toBe(1);
    expect(await c.find({ email: 'user1234@x.io' }).toArray()).toEqual([{ _id: 1234, email: 'user1234@x.io', age: 34, name: 'n1234' }]);
  });

  test('the same query on an unindexed field is a COLLSCAN over every document', async () => {
    const plan = await c.find({ name: 'n1234' }).explain('executionStats');
    expect(hasStage(plan, 'COLLSCAN')).toBe(true);
    expect(hasStage(plan, 'IXSCAN')).toBe(false);
    expect(plan.executionStats?.nReturned).toBe(1);
    expect(plan.executionStats?.totalDocsExamined).toBe(5000);
  });

  test('a range on an indexed field uses IXSCAN and examines only the matches', async () => {
    const filter = { age: { $gte: 10, $lt: 20 } };
    const plan = await c.find(filter).explain('executionStats');
    expect(hasStage(plan, 'IXSCAN')).toBe(true);
    expect(plan.executionStats?.nReturned).toBe(500);
    expect(plan.executionStats?.totalDocsExamined).toBe(500);
    expect(await c.countDocuments(filter)).toBe(500);
  });
});

describe('TTL indexes', () => {
  test('expired documents are removed by the TTL monitor, fresh ones stay', async () => {
    const c = fresh('ttl');
    const admin = client.db('admin');
    await c.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
    const ttlIndex = (await c.listIndexes().toArray()).find((ix) => ix.name === 'createdAt_1');
    expect(ttlIndex?.expireAfterSeconds).toBe(1);
    const set = await admin.command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    expect(set.ok).toBe(1);
    try {
      await c.insertMany([
        { _id: 'old', createdAt: new Date(Date.now() - 3600_000) },
        { _id: 'fresh', createdAt: new Date(Date.now() + 86400_000) },
        { _id: 'not-a-date', createdAt: 'yesterday' },
      ] as Document[]);
      const gone = await waitFor(async () => (await c.countDocuments({ _id: 'old' } as Document)) === 0, 30_000, 250);
      expect(gone).toBe(true);
      const left = (await c.find({}).toArray()).map((d) => String(d._id)).sort();
      expect(left).toEqual(['fresh', 'not-a-date']);
    } finally {
      await admin.command({ setParameter: 1, ttlMonitorSleepSecs: 60 });
    }
  }, 60_000);
});
