import { MongoBulkWriteError, MongoClient, type Collection, type Db } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';

type Dish = { _id: number; name: string; price?: number; seasonal?: boolean };

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('bulk'));
});

afterAll(() => closeTargetDb({ target, client, db }));

async function freshCollection(name: string): Promise<Collection<Dish>> {
  const coll = db.collection<Dish>(name);
  await coll.deleteMany({});
  await coll.insertMany([
    { _id: 1, name: 'soup', price: 6 },
    { _id: 2, name: 'salad', price: 8 },
    { _id: 3, name: 'stew', price: 12 },
  ]);
  return coll;
}

describe('bulkWrite, which the driver splits into insert/update/delete commands', () => {
  test('mixed operations apply in one call and report each count', async () => {
    const coll = await freshCollection('mixed');
    const result = await coll.bulkWrite([
      { insertOne: { document: { _id: 4, name: 'tart', price: 5 } } },
      { updateOne: { filter: { _id: 1 }, update: { $inc: { price: 1 } } } },
      { updateMany: { filter: { price: { $gte: 8 } }, update: { $set: { seasonal: true } } } },
      { replaceOne: { filter: { _id: 2 }, replacement: { name: 'green salad', price: 9 } } },
      { updateOne: { filter: { _id: 9 }, update: { $set: { name: 'special' } }, upsert: true } },
      { deleteOne: { filter: { _id: 3 } } },
      { deleteMany: { filter: { price: { $lt: 6 } } } },
    ]);
    expect(result.insertedCount).toBe(1);
    expect(result.matchedCount).toBe(4);
    expect(result.modifiedCount).toBe(4);
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedIds).toEqual({ 4: 9 });
    expect(result.deletedCount).toBe(2);
    const left = await coll.find({}, { sort: { _id: 1 } }).toArray();
    expect(left).toEqual([
      { _id: 1, name: 'soup', price: 7 },
      { _id: 2, name: 'green salad', price: 9 },
      { _id: 9, name: 'special' },
    ]);
  });

  test('an ordered bulk stops at a duplicate key; what came before it stays', async () => {
    const coll = await freshCollection('ordered');
    const error = await coll
      .bulkWrite([
        { insertOne: { document: { _id: 10, name: 'a' } } },
        { insertOne: { document: { _id: 1, name: 'duplicate' } } },
        { insertOne: { document: { _id: 11, name: 'b' } } },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulkError = error as MongoBulkWriteError;
    expect(bulkError.code).toBe(11000);
    expect(bulkError.result.insertedCount).toBe(1);
    expect(await coll.countDocuments({ _id: { $in: [10, 11] } })).toBe(1);
    expect((await coll.findOne({ _id: 1 }))?.name).toBe('soup');
  });

  test('an unordered bulk carries on past the duplicate key', async () => {
    const coll = await freshCollection('unordered');
    const error = await coll
      .bulkWrite(
        [
          { insertOne: { document: { _id: 10, name: 'a' } } },
          { insertOne: { document: { _id: 1, name: 'duplicate' } } },
          { insertOne: { document: { _id: 11, name: 'b' } } },
        ],
        { ordered: false },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulkError = error as MongoBulkWriteError;
    expect(bulkError.result.insertedCount).toBe(2);
    expect(await coll.countDocuments({ _id: { $in: [10, 11] } })).toBe(2);
  });
});
