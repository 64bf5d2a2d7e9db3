import { MongoClient, type Collection, type Db, type Document, type UpdateFilter } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let seq = 0;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('arrays'));
});

afterAll(() => closeTargetDb({ target, client, db }));

/** A fresh collection holding the single document `{ _id: 1, ...doc }`. */
async function one(doc: Document): Promise<Collection<Document>> {
  seq += 1;
  const c = db.collection(`arr_${seq}`);
  await c.insertOne({ _id: 1, ...doc } as Document);
  return c;
}

async function get(c: Collection<Document>): Promise<Document | null> {
  return c.findOne({ _id: 1 } as Document);
}

const ID1 = { _id: 1 } as Document;

/** Update documents here use operators on untyped collections; the driver's typings are too narrow for that. */
function u(update: Document): UpdateFilter<Document> {
  return update;
}

describe('$push', () => {
  test('single value, and onto a missing field', async () => {
    const c = await one({ a: [1, 2, 3] });
    await c.updateOne(ID1, u({ $push: { a: 4, fresh: 'x' } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, 2, 3, 4], fresh: ['x'] });
  });

  test('pushing an array value pushes it as one element', async () => {
    const c = await one({ a: [1] });
    await c.updateOne(ID1, u({ $push: { a: [2, 3] } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, [2, 3]] });
  });

  test('$each appends several values', async () => {
    const c = await one({ a: [1] });
    await c.updateOne(ID1, u({ $push: { a: { $each: [2, 3, 4] } } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, 2, 3, 4] });
  });

  test('$position inserts at an index', async () => {
    const c = await one({ a: [1, 2, 3] });
    await c.updateOne(ID1, u({ $push: { a: { $each: [0], $position: 0 } } }));
    await c.updateOne(ID1, u({ $push: { a: { $each: ['x', 'y'], $position: 2 } } }));
    expect(await get(c)).toEqual({ _id: 1, a: [0, 1, 'x', 'y', 2, 3] });
  });

  test('$slice keeps the last or first N elements', async () => {
    const c = await one({ a: [1, 2, 3], b: [1, 2, 3] });
    await c.updateOne(ID1, u({ $push: { a: { $each: [4, 5], $slice: -3 }, b: { $each: [4, 5], $slice: 2 } } }));
    expect(await get(c)).toEqual({ _id: 1, a: [3, 4, 5], b: [1, 2] });
  });

  test('$sort by value and by subdocument field, combined with $slice', async () => {
    const c = await one({
      nums: [5, 1],
      scores: [
        { n: 'a', s: 7 },
        { n: 'b', s: 3 },
      ],
    });
    await c.updateOne(
      ID1,
      u({
        $push: {
          nums: { $each: [3, 9], $sort: 1 },
          scores: {
            $each: [
              { n: 'c', s: 9 },
              { n: 'd', s: 1 },
            ],
            $sort: { s: -1 },
            $slice: 3,
          },
        },
      }),
    );
    expect(await get(c)).toEqual({
      _id: 1,
      nums: [1, 3, 5, 9],
      scores: [
        { n: 'c', s: 9 },
        { n: 'a', s: 7 },
        { n: 'b', s: 3 },
      ],
    });
  });

  test('$push onto a non-array field fails and leaves the document alone', async () => {
    const c = await one({ a: 'scalar' });
    await serverError(c.updateOne(ID1, u({ $push: { a: 1 } })));
    expect(await get(c)).toEqual({ _id: 1, a: 'scalar' });
  });
});

describe('$pull / $pullAll / $addToSet / $pop', () => {
  test('$pull removes every occurrence of a value', async () => {
    const c = await one({ tags: ['a', 'b', 'a', 'c'] });
    await c.updateOne(ID1, u({ $pull: { tags: 'a' } }));
    expect(await get(c)).toEqual({ _id: 1, tags: ['b', 'c'] });
  });

  test('$pull with a condition on scalars and on subdocuments', async () => {
    const c = await one({
      nums: [1, 6, 3, 8, 5],
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
        { sku: 'c', qty: 2 },
      ],
    });
    await c.updateOne(ID1, u({ $pull: { nums: { $gte: 5 }, items: { qty: { $lt: 3 } } } }));
    expect(await get(c)).toEqual({ _id: 1, nums: [1, 3], items: [{ sku: 'b', qty: 5 }] });
  });

  test('$pull with $or (what mongoose sends for DocumentArray.pull) removes each document element matching either side', async () => {
    const c = await one({ items: [{ sku: 'a' }, { sku: 'b' }, { sku: 'c' }, 'a'] });
    await c.updateOne(ID1, u({ $pull: { items: { $or: [{ sku: 'a' }, { sku: 'c' }] } } }));
    expect(await get(c)).toEqual({ _id: 1, items: [{ sku: 'b' }, 'a'] });
  });

  test('$pull of a document-shaped condition matches elements as a query, and leaves scalars alone', async () => {
    const c = await one({ items: [{ sku: 'a', qty: 1 }, { sku: 'a', qty: 9 }, 7] });
    const res = await c.updateOne(ID1, u({ $pull: { items: { sku: 'a', qty: { $gt: 5 } } } }));
    expect(res.modifiedCount).toBe(1);
    expect(await get(c)).toEqual({ _id: 1, items: [{ sku: 'a', qty: 1 }, 7] });
    const none = await c.updateOne(ID1, u({ $pull: { items: { sku: 'zzz' } } }));
    expect(none.modifiedCount).toBe(0);
  });

  test('$pullAll removes all listed values', async () => {
    const c = await one({ nums: [1, 2, 3, 1, 2, 4] });
    await c.updateOne(ID1, u({ $pullAll: { nums: [1, 2] } }));
    expect(await get(c)).toEqual({ _id: 1, nums: [3, 4] });
  });

  test('$addToSet adds only missing values; an existing value is a no-op', async () => {
    const c = await one({ tags: ['a', 'b'] });
    const noop = await c.updateOne(ID1, u({ $addToSet: { tags: 'a' } }));
    expect(noop.matchedCount).toBe(1);
    expect(noop.modifiedCount).toBe(0);
    await c.updateOne(ID1, u({ $addToSet: { tags: { $each: ['b', 'c', 'c', 'd'] } } }));
    expect(await get(c)).toEqual({ _id: 1, tags: ['a', 'b', 'c', 'd'] });
  });

  test('$addToSet compares subdocuments by value', async () => {
    const c = await one({ s: [{ x: 1, y: 2 }] });
    const res = await c.updateOne(ID1, u({ $addToSet: { s: { x: 1, y: 2 } } }));
    expect(res.modifiedCount).toBe(0);
    await c.updateOne(ID1, u({ $addToSet: { s: { x: 1, y: 3 } } }));
    expect(await get(c)).toEqual({
      _id: 1,
      s: [
        { x: 1, y: 2 },
        { x: 1, y: 3 },
      ],
    });
  });

  test('$addToSet treats a subdocument with another field order as a new value', async () => {
    const c = await one({ s: [{ x: 1, y: 2 }] });
    await c.updateOne(ID1, u({ $addToSet: { s: { y: 2, x: 1 } } }));
    const s = (await get(c))?.s as Document[];
    expect(s).toHaveLength(2);
    expect(Object.keys(s[0] ?? {})).toEqual(['x', 'y']);
    expect(Object.keys(s[1] ?? {})).toEqual(['y', 'x']);
  });

  test('$pop removes the last (1) or first (-1) element', async () => {
    const c = await one({ a: [1, 2, 3], b: [1, 2, 3] });
    await c.updateOne(ID1, u({ $pop: { a: 1, b: -1 } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, 2], b: [2, 3] });
  });
});

describe('$set and $unset of array positions', () => {
  test('an index past the end pads the array with nulls, and a path below it creates the document', async () => {
    const c = await one({ a: [1, 2] });
    await c.updateOne(ID1, u({ $set: { 'a.4': 5 } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, 2, null, null, 5] });
    await c.updateOne(ID1, u({ $set: { 'a.6.x': 1 } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, 2, null, null, 5, null, { x: 1 }] });
  });

  test('$unset of an element leaves null in its place; a field name on an array is PathNotViable', async () => {
    const c = await one({ a: [1, 2, 3] });
    await c.updateOne(ID1, u({ $unset: { 'a.1': '' } }));
    expect(await get(c)).toEqual({ _id: 1, a: [1, null, 3] });
    expect((await serverError(c.updateOne(ID1, u({ $set: { 'a.x': 1 } })))).code).toBe(28);
  });
});

describe('positional updates', () => {
  const items = [
    { sku: 'a', qty: 1 },
    { sku: 'b', qty: 5 },
    { sku: 'c', qty: 9 },
    { sku: 'b', qty: 7 },
  ];

  test('positional $ updates the first element matched by the filter', async () => {
    const c = await one({ items });
    const res = await c.updateOne({ _id: 1, 'items.sku': 'b' } as Document, u({ $set: { 'items.$.qty': 50 } }));
    expect(res.modifiedCount).toBe(1);
    expect((await get(c))?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 50 },
      { sku: 'c', qty: 9 },
      { sku: 'b', qty: 7 },
    ]);
  });

  test('positional $ with $elemMatch and on an array of scalars', async () => {
    const c = await one({ items, grades: [80, 85, 90] });
    await c.updateOne(
      { _id: 1, items: { $elemMatch: { sku: 'b', qty: { $gt: 6 } } } } as Document,
      u({
        $inc: { 'items.$.qty': 1 },
      }),
    );
    await c.updateOne({ _id: 1, grades: 85 } as Document, u({ $set: { 'grades.$': 86 } }));
    const doc = await get(c);
    expect(doc?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
      { sku: 'c', qty: 9 },
      { sku: 'b', qty: 8 },
    ]);
    expect(doc?.grades).toEqual([80, 86, 90]);
  });

  test('all-positional $[] updates every element', async () => {
    const c = await one({ items, nums: [1, 2, 3] });
    await c.updateOne(ID1, u({ $inc: { 'items.$[].qty': 10, 'nums.$[]': 100 } }));
    const doc = await get(c);
    expect(doc?.items).toEqual([
      { sku: 'a', qty: 11 },
      { sku: 'b', qty: 15 },
      { sku: 'c', qty: 19 },
      { sku: 'b', qty: 17 },
    ]);
    expect(doc?.nums).toEqual([101, 102, 103]);
  });

  test('filtered positional $[elem] with arrayFilters', async () => {
    const c = await one({ items, grades: [95, 80, 100, 70] });
    await c.updateOne(
      ID1,
      { $set: { 'items.$[it].flag': true, 'grades.$[g]': 0 } },
      { arrayFilters: [{ 'it.qty': { $gte: 5 }, 'it.sku': 'b' }, { g: { $gte: 95 } }] },
    );
    const doc = await get(c);
    expect(doc?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5, flag: true },
      { sku: 'c', qty: 9 },
      { sku: 'b', qty: 7, flag: true },
    ]);
    expect(doc?.grades).toEqual([0, 80, 0, 70]);
  });

  test('two sub-paths of one positional element in one update (what mongoose sends with sub-document timestamps)', async () => {
    const c = await one({ items });
    await c.updateOne({ _id: 1, 'items.sku': 'c' } as Document, u({ $set: { 'items.$.sku': 'z', 'items.$.qty': 0 } }));
    await c.updateOne(ID1, u({ $set: { 'items.$[].seen': true, 'items.$[].by': 'ann' } }));
    await c.updateOne(ID1, u({ $inc: { 'items.$[b].qty': 1 }, $set: { 'items.$[b].tag': 'b' } }), { arrayFilters: [{ 'b.sku': 'b' }] });
    expect((await get(c))?.items).toEqual([
      { sku: 'a', qty: 1, seen: true, by: 'ann' },
      { sku: 'b', qty: 6, seen: true, by: 'ann', tag: 'b' },
      { sku: 'z', qty: 0, seen: true, by: 'ann' },
      { sku: 'b', qty: 8, seen: true, by: 'ann', tag: 'b' },
    ]);
  });

  test('refusals: no element matched for $, a path through a scalar, an unused array filter, the same element twice', async () => {
    const c = await one({ items, n: 5 });
    const noMatch = await serverError(c.updateOne(ID1, u({ $set: { 'items.$.qty': 1 } })));
    expect(noMatch.code).toBe(2);
    expect((await serverError(c.updateOne(ID1, u({ $set: { 'n.x': 1 } })))).code).toBe(28);
    const unused = await serverError(c.updateOne(ID1, u({ $set: { n: 1 } }), { arrayFilters: [{ 'x.sku': 'a' }] }));
    expect(unused.code).toBe(9);
    const twice = await serverError(
      c.updateOne({ _id: 1, 'items.sku': 'a' } as Document, u({ $set: { 'items.$.qty': 1, 'items.0.qty': 2 } })),
    );
    expect(twice.code).toBe(40);
    expect(await get(c)).toEqual({ _id: 1, items, n: 5 });
  });

  test('arrayFilters apply across updateMany', async () => {
    seq += 1;
    const c = db.collection(`arr_${seq}`);
    await c.insertMany([
      { _id: 1, v: [1, 5, 9] },
      { _id: 2, v: [6, 2] },
    ] as Document[]);
    const res = await c.updateMany({}, u({ $mul: { 'v.$[big]': 10 } }), { arrayFilters: [{ big: { $gt: 4 } }] });
    expect(res.modifiedCount).toBe(2);
    expect(await c.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: [1, 50, 90] },
      { _id: 2, v: [60, 2] },
    ]);
  });
});

describe('array queries', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = db.collection('queries');
    await c.insertMany([
      {
        _id: 1,
        tags: ['a', 'b'],
        nums: [2, 9],
        results: [
          { product: 'x', score: 10 },
          { product: 'y', score: 5 },
        ],
      },
      {
        _id: 2,
        tags: ['b', 'a'],
        nums: [6],
        results: [
          { product: 'x', score: 4 },
          { product: 'y', score: 9 },
        ],
      },
      { _id: 3, tags: ['a', 'b', 'c'], nums: [], results: [{ product: 'z', score: 8 }] },
      { _id: 4, tags: [['a', 'b'], 'd'], nums: [1, 2, 3] },
      { _id: 5, tags: 'a', nums: 7 },
    ] as Document[]);
  });

  async function ids(filter: Document): Promise<unknown[]> {
    return (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  }

  test('a scalar matches any element; also a scalar field', async () => {
    expect(await ids({ tags: 'a' })).toEqual([1, 2, 3, 5]);
    expect(await ids({ tags: 'd' })).toEqual([4]);
  });

  test('an array value matches by exact equality (order matters) or as a nested element', async () => {
    expect(await ids({ tags: ['a', 'b'] })).toEqual([1, 4]);
    expect(await ids({ tags: ['b', 'a'] })).toEqual([2]);
    expect(await ids({ nums: [] })).toEqual([3]);
  });

  test('$all requires every listed value regardless of order', async () => {
    expect(await ids({ tags: { $all: ['b', 'a'] } })).toEqual([1, 2, 3]);
    expect(await ids({ tags: { $all: ['a', 'c'] } })).toEqual([3]);
  });

  test('$size matches the array length', async () => {
    expect(await ids({ tags: { $size: 2 } })).toEqual([1, 2, 4]);
    expect(await ids({ nums: { $size: 0 } })).toEqual([3]);
    expect(await ids({ tags: { $size: 3 } })).toEqual([3]);
  });

  test('range conditions can be satisfied by different elements; $elemMatch needs one', async () => {
    expect(await ids({ nums: { $gt: 5, $lt: 8 } })).toEqual([1, 2, 5]);
    expect(await ids({ nums: { $elemMatch: { $gt: 5, $lt: 8 } } })).toEqual([2]);
  });

  test('dotted queries into arrays of subdocuments vs $elemMatch', async () => {
    expect(await ids({ 'results.product': 'x' })).toEqual([1, 2]);
    expect(await ids({ 'results.product': 'x', 'results.score': { $gte: 8 } })).toEqual([1, 2]);
    expect(await ids({ results: { $elemMatch: { product: 'x', score: { $gte: 8 } } } })).toEqual([1]);
    expect(await ids({ 'results.score': { $lt: 5 } })).toEqual([2]);
    expect(await ids({ 'results.0.product': 'z' })).toEqual([3]);
  });

  test('numeric index paths address array positions', async () => {
    expect(await ids({ 'nums.0': 2 })).toEqual([1]);
    expect(await ids({ 'tags.1': 'a' })).toEqual([2]);
  });
});
