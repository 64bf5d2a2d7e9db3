import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';

/**
 * Collations as MongoDB applies them: to filters as well as sorts, by an operation's own
 * collation or else by its collection's default, with locales named the ICU way (en_US).
 */
let target: Target;
let client: MongoClient;
let db: Db;
let plain: Collection<Document>;
let folded: Collection<Document>;

const NAMES = [
  { _id: 1, n: 'b' },
  { _id: 2, n: 'B' },
  { _id: 3, n: 'a' },
  { _id: 4, n: 'é' },
  { _id: 5, n: 'e' },
];

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('collation'));
  plain = db.collection('plain');
  await plain.insertMany(NAMES.map((d) => ({ ...d })) as Document[]);
  folded = await db.createCollection('folded', { collation: { locale: 'en_US', strength: 2 } });
  await folded.insertMany(NAMES.map((d) => ({ ...d })) as Document[]);
});

afterAll(() => closeTargetDb({ target, client, db }));

const names = (docs: Document[]) => docs.map((d) => d.n as string);
const ids = (docs: Document[]) => docs.map((d) => d._id as number).sort();

describe("an operation's collation", () => {
  test('strength 2 equates case, strength 1 also accents, in equality, $in and $ne', async () => {
    expect(ids(await plain.find({ n: 'b' }, { collation: { locale: 'fr', strength: 2 } }).toArray())).toEqual([1, 2]);
    expect(ids(await plain.find({ n: 'e' }, { collation: { locale: 'fr', strength: 1 } }).toArray())).toEqual([4, 5]);
    expect(ids(await plain.find({ n: { $in: ['B', 'x'] } }, { collation: { locale: 'fr', strength: 2 } }).toArray())).toEqual([1, 2]);
    expect(ids(await plain.find({ n: { $ne: 'b' } }, { collation: { locale: 'fr', strength: 2 } }).toArray())).toEqual([3, 4, 5]);
    expect(ids(await plain.find({ n: 'b' }).toArray())).toEqual([1]);
  });

  test('range filters and sorts follow the locale; aggregate takes an ICU locale name', async () => {
    const after = await plain.find({ n: { $gt: 'b' } }, { collation: { locale: 'en', strength: 1 } }).toArray();
    expect(ids(after)).toEqual([4, 5]);
    const sorted = await plain.aggregate([{ $sort: { n: 1, _id: 1 } }], { collation: { locale: 'en_US' } }).toArray();
    expect(names(sorted)).toEqual(['a', 'b', 'B', 'e', 'é']);
  });
});

describe("a collection's default collation", () => {
  test('applies to find, sort, count and aggregate that name none', async () => {
    expect(ids(await folded.find({ n: 'B' }).toArray())).toEqual([1, 2]);
    expect(names(await folded.find().sort({ n: 1, _id: 1 }).toArray())).toEqual(['a', 'b', 'B', 'e', 'é']);
    expect(await folded.countDocuments({ n: 'b' })).toBe(2);
    expect(ids(await folded.aggregate([{ $match: { n: 'b' } }]).toArray())).toEqual([1, 2]);
  });

  test('applies to updates and deletes; an operation naming "simple" compares bytes', async () => {
    const res = await folded.updateMany({ n: 'B' }, { $set: { seen: true } });
    expect(res.modifiedCount).toBe(2);
    expect(ids(await folded.find({ n: 'b' }, { collation: { locale: 'simple' } }).toArray())).toEqual([1]);
    expect((await folded.deleteMany({ n: 'E' })).deletedCount).toBe(1);
  });
});
