import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let orders: Collection<Document>;
let users: Collection<Document>;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('aggregate'));
  orders = db.collection('orders');
  users = db.collection('users');
  await users.insertMany([
    { _id: 'u1', name: 'Ann', profile: { city: 'Paris', age: 31 } },
    { _id: 'u2', name: 'Bob', profile: { city: 'Lyon', age: 25 } },
    { _id: 'u3', name: 'Cid', profile: { city: 'Paris', age: 40 } },
  ] as Document[]);
  await orders.insertMany([
    { _id: 1, user: 'u1', item: 'pan', qty: 2, price: 10, tags: ['kitchen', 'steel'] },
    { _id: 2, user: 'u1', item: 'pot', qty: 1, price: 25, tags: ['kitchen'] },
    { _id: 3, user: 'u2', item: 'knife', qty: 3, price: 15, tags: [] },
    { _id: 4, user: 'u2', item: 'pan', qty: 1, price: 12 },
    { _id: 5, user: 'u9', item: 'spoon', qty: 10, price: 1, tags: ['wood'] },
  ] as Document[]);
});

afterAll(() => closeTargetDb({ target, client, db }));

function agg(c: Collection<Document>, pipeline: Document[]): Promise<Document[]> {
  return c.aggregate(pipeline).toArray();
}

describe('document stages', () => {
  test('$match + $project with computed fields and _id exclusion', async () => {
    const out = await agg(orders, [
      { $match: { qty: { $gte: 2 } } },
      { $project: { _id: 0, item: 1, total: { $multiply: ['$qty', '$price'] } } },
      { $sort: { total: 1 } },
    ]);
    expect(out).toEqual([
      { item: 'spoon', total: 10 },
      { item: 'pan', total: 20 },
      { item: 'knife', total: 45 },
    ]);
  });

  test('$project answers _id first and included fields in document order, computed fields after them', async () => {
    const [pan] = await agg(orders, [
      { $match: { _id: 1 } },
      { $project: { total: { $multiply: ['$qty', '$price'] }, price: 1, item: 1 } },
    ]);
    expect(Object.keys(pan ?? {})).toEqual(['_id', 'item', 'price', 'total']);
    const [ann] = await agg(users, [{ $match: { _id: 'u1' } }, { $project: { 'profile.age': 1, 'profile.city': 1, name: 1 } }]);
    expect(Object.keys(ann ?? {})).toEqual(['_id', 'name', 'profile']);
    expect(Object.keys((ann?.profile as Document | undefined) ?? {})).toEqual(['city', 'age']);
  });

  test('fields $project computes come after the included ones, in the projection order', async () => {
    const [pan] = await agg(orders, [
      { $match: { _id: 1 } },
      { $project: { label: { $toUpper: '$item' }, item: { $toUpper: '$item' }, qty: 1, price: 1 } },
    ]);
    expect(Object.keys(pan ?? {})).toEqual(['_id', 'qty', 'price', 'label', 'item']);
    expect(pan?.item).toBe('PAN');
    const [ids] = await agg(orders, [{ $match: { _id: 1 } }, { $project: { _id: 0, z: { $toString: '$qty' }, o: { $toString: '$_id' } } }]);
    expect(Object.keys(ids ?? {})).toEqual(['z', 'o']);
  });

  test('$size of anything but an array is 17124, a missing field included', async () => {
    const missing = await serverError(agg(orders, [{ $project: { n: { $size: '$tags' } } }]));
    expect(missing.code).toBe(17124);
    expect(missing.message).toMatch(/must be an array\. Type of the argument was missing/);
    expect((await serverError(agg(orders, [{ $project: { n: { $size: '$item' } } }]))).code).toBe(17124);
    const sized = await agg(orders, [{ $project: { n: { $size: { $ifNull: ['$tags', []] } } } }, { $sort: { _id: 1 } }]);
    expect(sized.map((d) => d.n)).toEqual([2, 1, 0, 0, 1]);
  });

  test('$addFields and $set add fields; $unset removes them', async () => {
    const out = await agg(orders, [
      { $match: { _id: 2 } },
      { $addFields: { total: { $multiply: ['$qty', '$price'] } } },
      { $set: { label: { $concat: ['$item', '!'] }, 'meta.seen': true } },
      { $unset: ['tags', 'user'] },
    ]);
    expect(out).toEqual([{ _id: 2, item: 'pot', qty: 1, price: 25, total: 25, label: 'pot!', meta: { seen: true } }]);
  });

  test('$project exclusion and $replaceRoot', async () => {
    const excl = await agg(users, [{ $match: { _id: 'u2' } }, { $project: { profile: 0 } }]);
    expect(excl).toEqual([{ _id: 'u2', name: 'Bob' }]);
    const roots = await agg(users, [{ $sort: { _id: 1 } }, { $replaceRoot: { newRoot: '$profile' } }]);
    expect(roots).toEqual([
      { city: 'Paris', age: 31 },
      { city: 'Lyon', age: 25 },
      { city: 'Paris', age: 40 },
    ]);
  });

  test('$sort, $skip, $limit and $count', async () => {
    const page = await agg(orders, [{ $sort: { price: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }]);
    expect(page).toEqual([{ _id: 3 }, { _id: 4 }]);
    expect(await agg(orders, [{ $match: { item: 'pan' } }, { $count: 'n' }])).toEqual([{ n: 2 }]);
  });

  test('$count over no input outputs no document', async () => {
    expect(await agg(orders, [{ $match: { item: 'nothing' } }, { $count: 'n' }])).toEqual([]);
  });
});

describe('$group', () => {
  test('accumulators $sum $avg $min $max $push $addToSet $first', async () => {
    const out = await agg(orders, [
      { $sort: { _id: 1 } },
      {
        $group: {
          _id: '$user',
          n: { $sum: 1 },
          qty: { $sum: '$qty' },
          avgPrice: { $avg: '$price' },
          minPrice: { $min: '$price' },
          maxPrice: { $max: '$price' },
          items: { $push: '$item' },
          uniq: { $addToSet: '$item' },
          firstItem: { $first: '$item' },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    const norm = out.map((d) => ({ ...d, items: [...(d.items as string[])].sort(), uniq: [...(d.uniq as string[])].sort() }));
    expect(norm).toEqual([
      {
        _id: 'u1',
        n: 2,
        qty: 3,
        avgPrice: 17.5,
        minPrice: 10,
        maxPrice: 25,
        items: ['pan', 'pot'],
        uniq: ['pan', 'pot'],
        firstItem: 'pan',
      },
      {
        _id: 'u2',
        n: 2,
        qty: 4,
        avgPrice: 13.5,
        minPrice: 12,
        maxPrice: 15,
        items: ['knife', 'pan'],
        uniq: ['knife', 'pan'],
        firstItem: 'knife',
      },
      { _id: 'u9', n: 1, qty: 10, avgPrice: 1, minPrice: 1, maxPrice: 1, items: ['spoon'], uniq: ['spoon'], firstItem: 'spoon' },
    ]);
  });

  test('$group by null totals the whole collection; $addToSet deduplicates', async () => {
    const out = await agg(orders, [
      { $group: { _id: null, revenue: { $sum: { $multiply: ['$qty', '$price'] } }, items: { $addToSet: '$item' } } },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]?._id).toBeNull();
    expect(out[0]?.revenue).toBe(20 + 25 + 45 + 12 + 10);
    expect([...(out[0]?.items as string[])].sort()).toEqual(['knife', 'pan', 'pot', 'spoon']);
  });

  test('$group on a compound key', async () => {
    const out = await agg(orders, [
      { $group: { _id: { u: '$user', i: '$item' }, c: { $sum: 1 } } },
      { $match: { '_id.i': 'pan' } },
      { $sort: { '_id.u': 1 } },
    ]);
    expect(out).toEqual([
      { _id: { u: 'u1', i: 'pan' }, c: 1 },
      { _id: { u: 'u2', i: 'pan' }, c: 1 },
    ]);
  });
});

describe('$unwind', () => {
  test('unwinds arrays, dropping empty/missing by default', async () => {
    const out = await agg(orders, [{ $unwind: '$tags' }, { $sort: { _id: 1, tags: 1 } }, { $project: { _id: 1, tags: 1 } }]);
    expect(out).toEqual([
      { _id: 1, tags: 'kitchen' },
      { _id: 1, tags: 'steel' },
      { _id: 2, tags: 'kitchen' },
      { _id: 5, tags: 'wood' },
    ]);
  });

  test('preserveNullAndEmptyArrays keeps docs with empty or missing arrays', async () => {
    const out = await agg(orders, [
      { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'idx' } },
      { $sort: { _id: 1, idx: 1 } },
      { $project: { _id: 1, tags: 1, idx: 1 } },
    ]);
    expect(out).toEqual([
      { _id: 1, tags: 'kitchen', idx: 0 },
      { _id: 1, tags: 'steel', idx: 1 },
      { _id: 2, tags: 'kitchen', idx: 0 },
      { _id: 3, idx: null },
      { _id: 4, idx: null },
      { _id: 5, tags: 'wood', idx: 0 },
    ]);
  });
});

describe('$lookup and $facet', () => {
  test('$lookup with localField/foreignField', async () => {
    const out = await agg(orders, [
      { $match: { _id: { $in: [1, 5] } } },
      { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'buyer' } },
      { $project: { _id: 1, buyer: 1 } },
      { $sort: { _id: 1 } },
    ]);
    expect(out).toEqual([
      { _id: 1, buyer: [{ _id: 'u1', name: 'Ann', profile: { city: 'Paris', age: 31 } }] },
      { _id: 5, buyer: [] },
    ]);
  });

  test('$lookup with let + pipeline', async () => {
    const out = await agg(users, [
      { $sort: { _id: 1 } },
      {
        $lookup: {
          from: 'orders',
          let: { uid: '$_id' },
          pipeline: [{ $match: { $expr: { $eq: ['$user', '$$uid'] } } }, { $sort: { _id: 1 } }, { $project: { _id: 0, item: 1 } }],
          as: 'orders',
        },
      },
      { $project: { _id: 1, orders: 1 } },
    ]);
    expect(out).toEqual([
      { _id: 'u1', orders: [{ item: 'pan' }, { item: 'pot' }] },
      { _id: 'u2', orders: [{ item: 'knife' }, { item: 'pan' }] },
      { _id: 'u3', orders: [] },
    ]);
  });

  test('$facet runs sub-pipelines over the same input', async () => {
    const out = await agg(orders, [
      {
        $facet: {
          count: [{ $count: 'n' }],
          cheapest: [{ $sort: { price: 1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
          byItem: [{ $group: { _id: '$item', n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }, { $limit: 2 }],
        },
      },
    ]);
    expect(out).toEqual([
      {
        count: [{ n: 5 }],
        cheapest: [{ _id: 5 }],
        byItem: [
          { _id: 'pan', n: 2 },
          { _id: 'knife', n: 1 },
        ],
      },
    ]);
  });
});

describe('edge cases', () => {
  test("an unknown stage is refused with MongoDB's code and message (40324)", async () => {
    const err = await serverError(agg(orders, [{ $match: {} }, { $nope: 1 }]));
    expect(err.code).toBe(40324);
    expect(err.message).toContain("Unrecognized pipeline stage name: '$nope'");
  });

  test('aggregate on a missing collection returns []', async () => {
    expect(await agg(db.collection('does_not_exist'), [{ $match: {} }])).toEqual([]);
    expect(await agg(db.collection('does_not_exist'), [{ $group: { _id: null, n: { $sum: 1 } } }])).toEqual([]);
  });

  test('aggregate on an existing empty collection returns []', async () => {
    await db.command({ create: 'empty_coll' });
    expect(await agg(db.collection('empty_coll'), [{ $sort: { a: 1 } }])).toEqual([]);
  });

  test('countDocuments (run by the driver as an aggregate) with filter, skip and limit', async () => {
    expect(await orders.countDocuments({})).toBe(5);
    expect(await orders.countDocuments({ item: 'pan' })).toBe(2);
    expect(await orders.countDocuments({}, { skip: 2 })).toBe(3);
    expect(await orders.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await db.collection('does_not_exist').countDocuments({})).toBe(0);
  });

  test('$match with $expr comparing two fields', async () => {
    const out = await agg(orders, [
      { $match: { $expr: { $gt: ['$qty', { $divide: ['$price', 5] }] } } },
      { $project: { _id: 1 } },
      { $sort: { _id: 1 } },
    ]);
    // qty > price / 5: 2 > 2 no, 1 > 5 no, 3 > 3 no, 1 > 2.4 no, 10 > 0.2 yes
    expect(out).toEqual([{ _id: 5 }]);
  });
});
