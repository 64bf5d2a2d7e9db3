import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';

/**
 * A command's `let` (MongoDB 5.0+): variables that `$expr` and pipeline updates read as `$$name`,
 * so a filter can be written once and sent with different values. Every command that filters takes it.
 */
let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Document>;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('let_variables'));
  c = db.collection('stock');
});

beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany([
    { _id: 1, item: 'flour', qty: 5, par: 10 },
    { _id: 2, item: 'sugar', qty: 12, par: 10 },
    { _id: 3, item: 'salt', qty: 2, par: 4 },
  ] as Document[]);
});

afterAll(() => closeTargetDb({ target, client, db }));

const below = { $expr: { $lt: ['$qty', { $multiply: ['$par', '$$share'] }] } };
const ids = (docs: Document[]) => docs.map((d) => d._id as number).sort();

test('find and aggregate read $$name from let', async () => {
  expect(ids(await c.find(below, { let: { share: 0.6 } }).toArray())).toEqual([1, 3]);
  expect(ids(await c.find(below, { let: { share: 0.2 } }).toArray())).toEqual([]);
  const out = await c
    .aggregate([{ $match: below }, { $project: { item: 1, short: { $subtract: ['$par', '$qty'] } } }], { let: { share: 1 } })
    .toArray();
  expect(out.sort((a, b) => Number(a._id) - Number(b._id))).toEqual([
    { _id: 1, item: 'flour', short: 5 },
    { _id: 3, item: 'salt', short: 2 },
  ]);
});

test('updateMany filters with let, and a pipeline update reads it too', async () => {
  const res = await c.updateMany(below, [{ $set: { order: { $subtract: [{ $multiply: ['$par', '$$share'] }, '$qty'] } } }], {
    let: { share: 1 },
  });
  expect(res.modifiedCount).toBe(2);
  expect(
    await c
      .find({}, { projection: { order: 1 } })
      .sort({ _id: 1 })
      .toArray(),
  ).toEqual([{ _id: 1, order: 5 }, { _id: 2 }, { _id: 3, order: 2 }]);
});

test('deleteMany and findOneAndUpdate filter with let', async () => {
  const updated = await c.findOneAndUpdate(
    below,
    { $set: { flagged: true } },
    { let: { share: 0.6 }, sort: { _id: -1 }, returnDocument: 'after' },
  );
  expect(updated).toEqual({ _id: 3, item: 'salt', qty: 2, par: 4, flagged: true });
  expect((await c.deleteMany(below, { let: { share: 1 } })).deletedCount).toBe(2);
  expect(ids(await c.find({}).toArray())).toEqual([2]);
});
