import { Double, Long, MongoClient, ObjectId, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { rejection, serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let seq = 0;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('crud'));
});

afterAll(() => closeTargetDb({ target, client, db }));

/** A fresh, empty collection for one test. */
function fresh(prefix: string): Collection<Document> {
  seq += 1;
  return db.collection(`${prefix}_${seq}`);
}

describe('insert', () => {
  test('insertOne generates an ObjectId _id that is returned and stored', async () => {
    const c = fresh('ins');
    const res = await c.insertOne({ name: 'alpha' });
    expect(res.acknowledged).toBe(true);
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const found = await c.findOne({ _id: res.insertedId });
    expect(found).toEqual({ _id: res.insertedId, name: 'alpha' });
  });

  test('insertMany returns one id per document and stores them all', async () => {
    const c = fresh('ins');
    const res = await c.insertMany([{ i: 1 }, { i: 2 }, { i: 3 }]);
    expect(res.insertedCount).toBe(3);
    const ids = Object.values(res.insertedIds);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toBeInstanceOf(ObjectId);
    expect(new Set(ids.map((id) => id.toHexString())).size).toBe(3);
    const docs = await c.find({}).sort({ i: 1 }).toArray();
    expect(docs.map((d) => d._id.toHexString())).toEqual(ids.map((id) => id.toHexString()));
  });

  test('custom _id values of string, number and object type', async () => {
    const c = fresh('ins');
    await c.insertOne({ _id: 'user-1', kind: 'string' } as Document);
    await c.insertOne({ _id: 42, kind: 'number' } as Document);
    await c.insertOne({ _id: { org: 'a', n: 1 }, kind: 'object' } as Document);
    expect(await c.findOne({ _id: 'user-1' } as Document)).toEqual({ _id: 'user-1', kind: 'string' });
    expect(await c.findOne({ _id: 42 } as Document)).toEqual({ _id: 42, kind: 'number' });
    expect(await c.findOne({ _id: { org: 'a', n: 1 } } as Document)).toEqual({ _id: { org: 'a', n: 1 }, kind: 'object' });
  });

  test('equality on an embedded document is field-order sensitive', async () => {
    const c = fresh('ins');
    await c.insertOne({ _id: { org: 'a', n: 1 }, kind: 'object' } as Document);
    await c.insertOne({ _id: 2, sub: { x: 1, y: 2 } } as Document);
    expect(await c.countDocuments({ _id: { org: 'a', n: 1 } } as Document)).toBe(1);
    expect(await c.findOne({ _id: { n: 1, org: 'a' } } as Document)).toBeNull();
    expect(await c.countDocuments({ sub: { x: 1, y: 2 } })).toBe(1);
    expect(await c.countDocuments({ sub: { y: 2, x: 1 } })).toBe(0);
    // A different field order is a different _id, so both can exist.
    await c.insertOne({ _id: { n: 1, org: 'a' }, kind: 'reordered' } as Document);
    expect(await c.countDocuments({})).toBe(3);
  });

  test('inserting a duplicate _id fails with 11000 and leaves the original', async () => {
    const c = fresh('ins');
    await c.insertOne({ _id: 'dup', v: 1 } as Document);
    const err = await serverError(c.insertOne({ _id: 'dup', v: 2 } as Document));
    expect(err.code).toBe(11000);
    expect(await c.find({}).toArray()).toEqual([{ _id: 'dup', v: 1 }]);
  });

  test('_id is stored first and the other fields keep their insertion order', async () => {
    const c = fresh('ins');
    await c.insertOne({ z: 1, a: 2, _id: 7, m: 3 } as Document);
    const doc = await c.findOne({ _id: 7 } as Document);
    expect(Object.keys(doc ?? {})).toEqual(['_id', 'z', 'a', 'm']);
  });
});

describe('find', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = db.collection('people');
    await c.insertMany([
      { _id: 1, name: 'Ann', age: 31, address: { city: 'Paris', zip: '75001' }, secret: 's1' },
      { _id: 2, name: 'Bob', age: 25, address: { city: 'Lyon', zip: '69001' }, secret: 's2' },
      { _id: 3, name: 'Cid', age: 40, address: { city: 'Paris', zip: '75002' }, secret: 's3' },
      { _id: 4, name: 'Dee', age: 25, address: { city: 'Nice', zip: '06000' }, secret: 's4' },
    ] as Document[]);
  });

  test('equality, comparison, $in, $or and dotted filters', async () => {
    const ids = async (filter: Document) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ age: 25 })).toEqual([2, 4]);
    expect(await ids({ age: { $gt: 25, $lte: 40 } })).toEqual([1, 3]);
    expect(await ids({ name: { $in: ['Ann', 'Dee', 'Zed'] } })).toEqual([1, 4]);
    expect(await ids({ $or: [{ age: 40 }, { name: 'Bob' }] })).toEqual([2, 3]);
    expect(await ids({ 'address.city': 'Paris' })).toEqual([1, 3]);
    expect(await ids({ age: { $ne: 25 } })).toEqual([1, 3]);
    expect(await ids({ missing: { $exists: true } })).toEqual([]);
    expect(await ids({ name: /^[AB]/ })).toEqual([1, 2]);
  });

  test('inclusion projection returns _id and the listed fields only', async () => {
    const doc = await c.findOne({ _id: 1 } as Document, { projection: { name: 1, age: 1 } });
    expect(doc).toEqual({ _id: 1, name: 'Ann', age: 31 });
  });

  test('exclusion projection drops the listed fields', async () => {
    const doc = await c.findOne({ _id: 2 } as Document, { projection: { secret: 0, address: 0 } });
    expect(doc).toEqual({ _id: 2, name: 'Bob', age: 25 });
  });

  test('_id: 0 removes the _id from an inclusion projection', async () => {
    const docs = await c
      .find({ age: 25 }, { projection: { _id: 0, name: 1 } })
      .sort({ name: 1 })
      .toArray();
    expect(docs).toEqual([{ name: 'Bob' }, { name: 'Dee' }]);
  });

  test('dotted projection keeps the nested structure', async () => {
    const doc = await c.findOne({ _id: 3 } as Document, { projection: { 'address.city': 1, _id: 0 } });
    expect(doc).toEqual({ address: { city: 'Paris' } });
    const excl = await c.findOne({ _id: 3 } as Document, { projection: { 'address.zip': 0, secret: 0 } });
    expect(excl).toEqual({ _id: 3, name: 'Cid', age: 40, address: { city: 'Paris' } });
  });

  test('multi-key sort, ascending and descending', async () => {
    const docs = await c.find({}).sort({ age: -1, name: 1 }).toArray();
    expect(docs.map((d) => d.name)).toEqual(['Cid', 'Ann', 'Bob', 'Dee']);
    const docs2 = await c.find({}).sort({ age: 1, name: -1 }).toArray();
    expect(docs2.map((d) => d.name)).toEqual(['Dee', 'Bob', 'Ann', 'Cid']);
  });

  test('skip and limit', async () => {
    const docs = await c.find({}).sort({ _id: 1 }).skip(1).limit(2).toArray();
    expect(docs.map((d) => d._id)).toEqual([2, 3]);
    expect(await c.find({}).skip(10).toArray()).toEqual([]);
  });

  test('sort across mixed types puts null before numbers before strings', async () => {
    const m = fresh('mixed');
    await m.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: 10 },
      { _id: 3, v: null },
      { _id: 4, v: 'a' },
      { _id: 5, v: 2.5 },
      { _id: 6, v: -1 },
    ] as Document[]);
    const asc = await m.find({}).sort({ v: 1 }).toArray();
    expect(asc.map((d) => d._id)).toEqual([3, 6, 5, 2, 4, 1]);
    const desc = await m.find({}).sort({ v: -1 }).toArray();
    expect(desc.map((d) => d._id)).toEqual([1, 4, 2, 5, 6, 3]);
  });

  test('an array sorts by its smallest element ascending and its largest descending; an empty array below null', async () => {
    const m = fresh('array_sort');
    await m.insertMany([
      { _id: 1, v: [5, 0] },
      { _id: 2, v: 1 },
      { _id: 3, v: [2, 3] },
      { _id: 4, v: [] },
      { _id: 5 },
      { _id: 6, v: [null, 4] },
    ] as Document[]);
    expect((await m.find({}).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([4, 5, 6, 1, 2, 3]);
    expect((await m.find({}).sort({ v: -1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 6, 3, 2, 5, 4]);
    const aggregated = await m.aggregate([{ $sort: { v: -1, _id: 1 } }]).toArray();
    expect(aggregated.map((d) => d._id)).toEqual([1, 6, 3, 2, 5, 4]);
    // The driver sends only 1 and -1; another client may send a Long or a Double.
    const sorted = await db.command({ find: m.collectionName, filter: {}, sort: { v: Long.fromNumber(-1), _id: new Double(1) } });
    expect((sorted.cursor as { firstBatch: Document[] }).firstBatch.map((d) => d._id)).toEqual([1, 6, 3, 2, 5, 4]);
    expect((await serverError(db.command({ find: m.collectionName, sort: { v: 2 } }))).code).toBe(15975);
  });

  test('$gte: null and $lte: null match null and missing fields, as $eq: null does; $gt/$lt: null match nothing', async () => {
    const m = fresh('null_ranges');
    await m.insertMany([{ _id: 1, v: null }, { _id: 2 }, { _id: 3, v: 0 }, { _id: 4, v: [null, 1] }] as Document[]);
    const ids = async (filter: Document) => (await m.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ v: { $gte: null } })).toEqual([1, 2, 4]);
    expect(await ids({ v: { $lte: null } })).toEqual([1, 2, 4]);
    expect(await ids({ v: { $gt: null } })).toEqual([]);
    expect(await ids({ v: { $lt: null } })).toEqual([]);
  });

  test('countDocuments and estimatedDocumentCount', async () => {
    expect(await c.countDocuments({})).toBe(4);
    expect(await c.countDocuments({ 'address.city': 'Paris' })).toBe(2);
    expect(await c.countDocuments({ age: 25 }, { limit: 1 })).toBe(1);
    expect(await c.countDocuments({}, { skip: 3 })).toBe(1);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect(await db.collection('never_created').estimatedDocumentCount()).toBe(0);
  });

  test('pagination with sort/skip/limit and countDocuments over 50 docs', async () => {
    const p = fresh('page');
    await p.insertMany(Array.from({ length: 50 }, (_, i) => ({ i, even: i % 2 === 0 })));
    expect(await p.countDocuments({})).toBe(50);
    expect(await p.countDocuments({ even: true })).toBe(25);
    const page = async (n: number) =>
      (
        await p
          .find({ even: true })
          .sort({ i: -1 })
          .skip(n * 10)
          .limit(10)
          .toArray()
      ).map((d) => d.i);
    expect(await page(0)).toEqual([48, 46, 44, 42, 40, 38, 36, 34, 32, 30]);
    expect(await page(2)).toEqual([8, 6, 4, 2, 0]);
    expect(await page(3)).toEqual([]);
    const all: number[] = [];
    for (let n = 0; n < 5; n++) {
      all.push(
        ...(
          await p
            .find({})
            .sort({ i: 1 })
            .skip(n * 10)
            .limit(10)
            .toArray()
        ).map((d) => d.i as number),
      );
    }
    expect(all).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('plain equality filters', () => {
  test('dates, ObjectIds, booleans and numbers of any type; an array matches on an element, a path reaches into arrays of documents', async () => {
    const c = fresh('eq');
    const kitchen = new ObjectId();
    await c.insertMany([
      {
        _id: 1,
        kitchen,
        at: new Date('2026-11-27T12:00:00Z'),
        open: true,
        covers: 40,
        tags: ['veg', 'gf'],
        lines: [{ unit: 'g' }, { unit: 'ml' }],
      },
      { _id: 2, kitchen: new ObjectId(), at: new Date('2026-11-28T12:00:00Z'), open: false, covers: 40.5, tags: 'veg', lines: [] },
      { _id: 3, covers: '40', tags: [['veg']] },
    ] as Document[]);
    const ids = async (filter: Document) => (await c.find(filter).toArray()).map((d) => d._id as unknown as number).sort();
    expect(await ids({ kitchen })).toEqual([1]);
    expect(await ids({ at: new Date('2026-11-27T12:00:00Z') })).toEqual([1]);
    expect(await ids({ open: false })).toEqual([2]);
    expect(await ids({ covers: 40 })).toEqual([1]);
    expect(await ids({ covers: 40.5, open: false })).toEqual([2]);
    expect(await ids({ tags: 'veg' })).toEqual([1, 2]);
    expect(await ids({ 'lines.unit': 'ml' })).toEqual([1]);
    expect(await ids({ covers: 40, open: false })).toEqual([]);
  });
});

describe('update operators', () => {
  test('the fields an update creates come after the existing ones, in lexicographic order (MongoDB 5.0+)', async () => {
    const c = fresh('order');
    await c.insertOne({ _id: 1, name: 'Soup', stock: { qty: 5 } } as Document);
    await c.updateOne(
      { _id: 1 } as Document,
      {
        $set: { zest: 1, 'stock.unit': 'l', 'stock.bin': 'A' },
        $inc: { covers: 2 },
        $push: { allergens: 'celery' },
      } as Document,
    );
    const doc = await c.findOne({ _id: 1 } as Document);
    expect(Object.keys(doc ?? {})).toEqual(['_id', 'name', 'stock', 'allergens', 'covers', 'zest']);
    expect(Object.keys(doc?.stock ?? {})).toEqual(['qty', 'bin', 'unit']);
    await c.updateOne({ _id: 2 } as Document, { $set: { zest: 1, covers: 0 }, $setOnInsert: { name: 'Tart' } }, { upsert: true });
    expect(Object.keys((await c.findOne({ _id: 2 } as Document)) ?? {})).toEqual(['_id', 'covers', 'name', 'zest']);
  });

  test('$set (incl. nested), $unset, $inc, $mul', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, a: 1, b: 'x', price: 10, stock: { qty: 5 } } as Document);
    const res = await c.updateOne({ _id: 1 } as Document, {
      $set: { b: 'y', 'stock.loc': 'A1', 'new.deep': true },
      $unset: { a: '' },
      $inc: { 'stock.qty': -2, hits: 1 },
      $mul: { price: 1.5 },
    });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({
      _id: 1,
      b: 'y',
      price: 15,
      stock: { qty: 3, loc: 'A1' },
      new: { deep: true },
      hits: 1,
    });
  });

  test('$mul on a missing field sets it to 0', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1 } as Document);
    await c.updateOne({ _id: 1 } as Document, { $mul: { x: 5 } });
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, x: 0 });
  });

  test('$min and $max only change the value when it moves in their direction', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, lo: 10, hi: 10 } as Document);
    await c.updateOne({ _id: 1 } as Document, { $min: { lo: 5 }, $max: { hi: 20 } });
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, lo: 5, hi: 20 });
    const res = await c.updateOne({ _id: 1 } as Document, { $min: { lo: 7 }, $max: { hi: 15 } });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(0);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, lo: 5, hi: 20 });
  });

  test('$rename moves a field', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, nmae: 'Ann', keep: 1 } as Document);
    await c.updateOne({ _id: 1 } as Document, { $rename: { nmae: 'name' } });
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, keep: 1, name: 'Ann' });
  });

  test('$currentDate sets a Date close to now', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1 } as Document);
    const before = Date.now();
    await c.updateOne({ _id: 1 } as Document, { $currentDate: { at: true } });
    const doc = await c.findOne({ _id: 1 } as Document);
    expect(doc?.at).toBeInstanceOf(Date);
    const at = (doc?.at as Date).getTime();
    expect(Math.abs(at - before)).toBeLessThan(60_000);
  });

  test('updateMany updates every matching document', async () => {
    const c = fresh('upd');
    await c.insertMany([{ g: 'a' }, { g: 'a' }, { g: 'b' }]);
    const res = await c.updateMany({ g: 'a' }, { $set: { seen: true } });
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(2);
    expect(await c.countDocuments({ seen: true })).toBe(2);
    expect(await c.countDocuments({ g: 'b', seen: { $exists: false } })).toBe(1);
  });

  test('updateOne with no match reports zero counts and changes nothing', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, v: 1 } as Document);
    const res = await c.updateOne({ _id: 2 } as Document, { $set: { v: 9 } });
    expect(res.matchedCount).toBe(0);
    expect(res.modifiedCount).toBe(0);
    expect(res.upsertedId).toBeNull();
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, v: 1 }]);
  });

  test('setting the same value counts as matched but not modified', async () => {
    const c = fresh('upd');
    await c.insertMany([
      { k: 1, v: 'same' },
      { k: 1, v: 'other' },
    ]);
    const res = await c.updateMany({ k: 1 }, { $set: { v: 'same' } });
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(1);
  });

  test('pipeline-style update computes from existing fields', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, a: 2, b: 5 } as Document);
    await c.updateOne({ _id: 1 } as Document, [{ $set: { total: { $add: ['$a', '$b'] } } }, { $unset: 'a' }]);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, b: 5, total: 7 });
  });

  test('updating _id fails with code 66 (ImmutableField)', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, v: 1 } as Document);
    const err = await serverError(c.updateOne({ _id: 1 } as Document, { $set: { _id: 2 } }));
    expect(err.code).toBe(66);
    const err2 = await serverError(c.replaceOne({ _id: 1 } as Document, { _id: 3, v: 2 } as Document));
    expect(err2.code).toBe(66);
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, v: 1 }]);
  });

  test('an update mixing operators and plain fields is refused', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, v: 1 } as Document);
    const err = await rejection(c.updateOne({ _id: 1 } as Document, { $set: { v: 2 }, plain: 3 } as Document));
    expect(err).toBeInstanceOf(Error);
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, v: 1 }]);
  });

  test('$inc on a string field fails with code 14 (TypeMismatch)', async () => {
    const c = fresh('upd');
    await c.insertOne({ _id: 1, name: 'x' } as Document);
    const err = await serverError(c.updateOne({ _id: 1 } as Document, { $inc: { name: 1 } }));
    expect(err.code).toBe(14);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, name: 'x' });
  });
});

describe('replace and upsert', () => {
  test('replaceOne replaces the whole document but keeps _id', async () => {
    const c = fresh('rep');
    await c.insertOne({ _id: 1, a: 1, b: 2 } as Document);
    const res = await c.replaceOne({ _id: 1 } as Document, { c: 3 });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, c: 3 });
  });

  test('upsert builds the new doc from the filter equalities plus $set and $setOnInsert', async () => {
    const c = fresh('ups');
    const res = await c.updateOne(
      { sku: 'abc', qty: { $gt: 5 }, 'dims.w': 3 },
      { $set: { name: 'Widget' }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(res.matchedCount).toBe(0);
    expect(res.modifiedCount).toBe(0);
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    const doc = await c.findOne({ _id: res.upsertedId ?? undefined });
    expect(doc).toEqual({ _id: res.upsertedId, sku: 'abc', dims: { w: 3 }, name: 'Widget', createdBy: 'upsert' });

    // Second time it matches: $setOnInsert is not applied, $set is.
    await c.updateOne({ sku: 'abc' }, { $set: { name: 'Widget 2' }, $setOnInsert: { createdBy: 'again' } }, { upsert: true });
    expect(await c.countDocuments({})).toBe(1);
    expect(await c.findOne({ sku: 'abc' })).toEqual({
      _id: res.upsertedId,
      sku: 'abc',
      dims: { w: 3 },
      name: 'Widget 2',
      createdBy: 'upsert',
    });
  });

  test('$setOnInsert and $set on the same path conflict (40), on an insert and on an update alike', async () => {
    const c = fresh('ups_conflict');
    const upsert = () => c.updateOne({ sku: 'x' }, { $set: { name: 'A' }, $setOnInsert: { name: 'B' } }, { upsert: true });
    expect((await serverError(upsert())).code).toBe(40);
    expect(await c.countDocuments({})).toBe(0);
    await c.insertOne({ sku: 'x', name: 'Z' });
    expect((await serverError(upsert())).code).toBe(40);
    expect(await c.findOne({ sku: 'x' }, { projection: { _id: 0 } })).toEqual({ sku: 'x', name: 'Z' });
  });

  test('upsert with _id in the filter uses that _id', async () => {
    const c = fresh('ups');
    const res = await c.updateOne({ _id: 'fixed' } as Document, { $inc: { n: 1 } }, { upsert: true });
    expect(res.upsertedId).toBe('fixed');
    await c.updateOne({ _id: 'fixed' } as Document, { $inc: { n: 1 } }, { upsert: true });
    expect(await c.find({}).toArray()).toEqual([{ _id: 'fixed', n: 2 }]);
  });

  test('replaceOne with upsert inserts the replacement', async () => {
    const c = fresh('ups');
    const res = await c.replaceOne({ _id: 5 } as Document, { v: 'r' }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBe(5);
    expect(await c.find({}).toArray()).toEqual([{ _id: 5, v: 'r' }]);
  });
});

describe('delete', () => {
  test('deleteOne removes one matching document, deleteMany all', async () => {
    const c = fresh('del');
    await c.insertMany([{ t: 'a' }, { t: 'a' }, { t: 'a' }, { t: 'b' }]);
    const one = await c.deleteOne({ t: 'a' });
    expect(one.deletedCount).toBe(1);
    expect(await c.countDocuments({ t: 'a' })).toBe(2);
    const many = await c.deleteMany({ t: 'a' });
    expect(many.deletedCount).toBe(2);
    expect(await c.countDocuments({})).toBe(1);
    const none = await c.deleteMany({ t: 'zzz' });
    expect(none.deletedCount).toBe(0);
    const all = await c.deleteMany({});
    expect(all.deletedCount).toBe(1);
    expect(await c.countDocuments({})).toBe(0);
  });
});

describe('findOneAnd*', () => {
  let c: Collection<Document>;
  beforeEach(async () => {
    c = fresh('fam');
    await c.insertMany([
      { _id: 1, g: 'x', score: 10, extra: 'e1' },
      { _id: 2, g: 'x', score: 30, extra: 'e2' },
      { _id: 3, g: 'x', score: 20, extra: 'e3' },
    ] as Document[]);
  });

  test('findOneAndUpdate returns the document before the update by default', async () => {
    const before = await c.findOneAndUpdate({ _id: 1 } as Document, { $inc: { score: 1 } });
    expect(before).toEqual({ _id: 1, g: 'x', score: 10, extra: 'e1' });
    expect((await c.findOne({ _id: 1 } as Document))?.score).toBe(11);
  });

  test("findOneAndUpdate with returnDocument 'after' returns the updated document", async () => {
    const after = await c.findOneAndUpdate({ _id: 1 } as Document, { $inc: { score: 5 } }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 1, g: 'x', score: 15, extra: 'e1' });
  });

  test('findOneAndUpdate sort picks which document is updated, projection shapes the result', async () => {
    const top = await c.findOneAndUpdate(
      { g: 'x' },
      { $set: { winner: true } },
      { sort: { score: -1 }, projection: { score: 1, _id: 0 }, returnDocument: 'after' },
    );
    expect(top).toEqual({ score: 30 });
    expect((await c.find({ winner: true }).toArray()).map((d) => d._id)).toEqual([2]);
    const low = await c.findOneAndUpdate({ g: 'x' }, { $set: { loser: true } }, { sort: { score: 1 } });
    expect(low?._id).toBe(1);
  });

  test('findOneAndUpdate with upsert inserts; before-image of an upsert is null', async () => {
    const before = await c.findOneAndUpdate({ _id: 10 } as Document, { $set: { v: 1 } }, { upsert: true });
    expect(before).toBeNull();
    const after = await c.findOneAndUpdate({ _id: 11 } as Document, { $set: { v: 2 } }, { upsert: true, returnDocument: 'after' });
    expect(after).toEqual({ _id: 11, v: 2 });
    expect(await c.findOne({ _id: 10 } as Document)).toEqual({ _id: 10, v: 1 });
  });

  test('findOneAndUpdate with no match and no upsert returns null', async () => {
    expect(await c.findOneAndUpdate({ _id: 99 } as Document, { $set: { v: 1 } })).toBeNull();
    expect(await c.countDocuments({})).toBe(3);
  });

  test('findOneAndReplace', async () => {
    const before = await c.findOneAndReplace({ _id: 2 } as Document, { g: 'y', score: 0 });
    expect(before).toEqual({ _id: 2, g: 'x', score: 30, extra: 'e2' });
    const after = await c.findOneAndReplace({ _id: 3 } as Document, { g: 'z' }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 3, g: 'z' });
    expect(await c.findOne({ _id: 2 } as Document)).toEqual({ _id: 2, g: 'y', score: 0 });
  });

  test('findOneAndDelete removes and returns the sorted-first match', async () => {
    const removed = await c.findOneAndDelete({ g: 'x' }, { sort: { score: -1 } });
    expect(removed).toEqual({ _id: 2, g: 'x', score: 30, extra: 'e2' });
    expect(await c.countDocuments({})).toBe(2);
    expect(await c.findOne({ _id: 2 } as Document)).toBeNull();
    expect(await c.findOneAndDelete({ g: 'nope' })).toBeNull();
  });
});

describe('distinct', () => {
  test('distinct values, with a filter, flattening array fields', async () => {
    const c = fresh('dist');
    await c.insertMany([
      { cat: 'a', tags: ['red', 'blue'], n: 1 },
      { cat: 'b', tags: ['blue', 'green'], n: 2 },
      { cat: 'a', tags: ['red'], n: 3 },
      { cat: 'c', tags: ['green'], n: 4 },
      { cat: 'a', n: 5 },
    ]);
    expect((await c.distinct('cat')).sort()).toEqual(['a', 'b', 'c']);
    expect((await c.distinct('cat', { n: { $gte: 3 } })).sort()).toEqual(['a', 'c']);
    expect((await c.distinct('tags')).sort()).toEqual(['blue', 'green', 'red']);
    expect((await c.distinct('tags', { cat: 'a' })).sort()).toEqual(['blue', 'red']);
    expect(await c.distinct('nothing')).toEqual([]);
  });

  describe('_id in update operators', () => {
    test('an upsert may give the new document its _id through $setOnInsert', async () => {
      const coll = db.collection('upsert_id');
      const result = await coll.updateOne(
        { email: 'chef@x.test' },
        { $setOnInsert: { _id: 'chef-1' as never, role: 'chef' } },
        { upsert: true },
      );
      expect(result.upsertedId).toBe('chef-1');
      expect(await coll.findOne({ _id: 'chef-1' as never })).toEqual({ _id: 'chef-1', email: 'chef@x.test', role: 'chef' });
      const again = await coll.updateOne(
        { email: 'chef@x.test' },
        { $setOnInsert: { _id: 'chef-2' as never, role: 'sous' } },
        { upsert: true },
      );
      expect(again.matchedCount).toBe(1);
      expect(await coll.countDocuments()).toBe(1);
    });

    test('$set of _id to its current value is accepted, to another value refused', async () => {
      const coll = db.collection('set_id');
      await coll.insertOne({ _id: 7 as never, n: 1 });
      await coll.updateOne({ _id: 7 as never }, { $set: { _id: 7 as never, n: 2 } });
      expect(await coll.findOne({ _id: 7 as never })).toEqual({ _id: 7, n: 2 });
      await expect(coll.updateOne({ _id: 7 as never }, { $set: { _id: 8 as never } })).rejects.toMatchObject({ code: 66 });
    });
  });
});
