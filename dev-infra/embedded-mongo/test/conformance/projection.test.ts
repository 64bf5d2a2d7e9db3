import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { serverError } from './helpers';

/**
 * find's projection as MongoDB 4.4+ applies it, where it is easy to get subtly wrong: the order
 * of the fields that come back (clients and mongoose read documents in that order) and `$slice`,
 * which is neither an inclusion nor an exclusion.
 */
let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Document>;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('projection'));
  c = db.collection('plates');
  await c.insertOne({
    _id: 1,
    name: 'Soup',
    portion: { size: 250, unit: 'ml' },
    steps: ['chop', 'sweat', 'simmer', 'blend'],
    cost: 3,
  } as Document);
});

afterAll(() => closeTargetDb({ target, client, db }));

const SOUP = { _id: 1 } as Document;
const keysOf = (doc: Document | null) => Object.keys(doc ?? {});

describe('field order', () => {
  test('an inclusion returns _id first, then the fields in document order, whatever order the projection names them', async () => {
    expect(keysOf(await c.findOne(SOUP, { projection: { cost: 1, name: 1 } }))).toEqual(['_id', 'name', 'cost']);
    const nested = await c.findOne(SOUP, { projection: { 'portion.unit': 1, 'portion.size': 1 } });
    expect(keysOf(nested)).toEqual(['_id', 'portion']);
    expect(keysOf(nested?.portion)).toEqual(['size', 'unit']);
  });

  test('computed fields come after the included ones, in the projection order', async () => {
    const doc = await c.findOne(SOUP, { projection: { name: { $toUpper: '$name' }, cost: 1, label: { $concat: ['$name', '!'] } } });
    expect(keysOf(doc)).toEqual(['_id', 'cost', 'name', 'label']);
    expect(doc?.name).toBe('SOUP');
  });

  test('findOneAndUpdate answers its projection in the same order', async () => {
    const found = await c.findOneAndUpdate(SOUP, { $set: { cost: 3 } }, { projection: { cost: 1, name: 1 }, returnDocument: 'after' });
    expect(keysOf(found)).toEqual(['_id', 'name', 'cost']);
  });
});

describe("the positional '.$' projection", () => {
  const menus = () => db.collection('menus');
  beforeAll(async () => {
    await menus().insertOne({
      _id: 1,
      name: 'Lunch',
      courses: [
        { dish: 'Soup', price: 6 },
        { dish: 'Stew', price: 14 },
        { dish: 'Tart', price: 7 },
      ],
    } as Document);
  });

  test('keeps the first array element the query selected, and _id', async () => {
    const doc = await menus().findOne({ 'courses.price': { $gt: 10 } } as Document, { projection: { 'courses.$': 1 } });
    expect(doc).toEqual({ _id: 1, courses: [{ dish: 'Stew', price: 14 }] });
    const withName = await menus().findOne({ _id: 1, courses: { $elemMatch: { dish: 'Tart' } } } as Document, {
      projection: { name: 1, 'courses.$': 1 },
    });
    expect(withName).toEqual({ _id: 1, name: 'Lunch', courses: [{ dish: 'Tart', price: 7 }] });
  });

  test('without a condition on the array in the query it is 51246; two of them are 31276', async () => {
    const missing = await serverError(menus().findOne({ _id: 1 } as Document, { projection: { 'courses.$': 1 } }));
    expect(missing.code).toBe(51246);
    const two = await serverError(menus().findOne({ 'courses.dish': 'Soup' }, { projection: { 'courses.$': 1, 'other.$': 1 } }));
    expect(two.code).toBe(31276);
  });
});

describe('$slice', () => {
  test('alone, it keeps every other field and slices the array', async () => {
    const doc = await c.findOne(SOUP, { projection: { steps: { $slice: 2 } } });
    expect(keysOf(doc)).toEqual(['_id', 'name', 'portion', 'steps', 'cost']);
    expect(doc?.steps).toEqual(['chop', 'sweat']);
  });

  test('with exclusions, it keeps the fields not excluded; [skip, limit] and negative counts slice as MongoDB does', async () => {
    const doc = await c.findOne(SOUP, { projection: { steps: { $slice: [1, 2] }, portion: 0 } });
    expect(doc).toEqual({ _id: 1, name: 'Soup', steps: ['sweat', 'simmer'], cost: 3 });
    expect((await c.findOne(SOUP, { projection: { steps: { $slice: -1 } } }))?.steps).toEqual(['blend']);
  });

  test('with an inclusion, only _id, the included fields and the sliced array come back', async () => {
    const doc = await c.findOne(SOUP, { projection: { steps: { $slice: 1 }, name: 1 } });
    expect(doc).toEqual({ _id: 1, name: 'Soup', steps: ['chop'] });
  });
});
