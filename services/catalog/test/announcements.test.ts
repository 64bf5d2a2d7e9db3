import { Types } from 'mongoose';
import { announceExisting } from '../src/announcements/announce-existing';
import { ALL_CATEGORY_ID } from '../src/categories/all-category';
import { as, createCategory, createSub, KITCHEN_A, platformCategoryId, startHarness, type Harness } from './support';

/** What recipe checks references against: every category, sub-category and unit announces itself (no Kafka here, so outboxes keep them). */
let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_announcements');
});

afterAll(async () => {
  await h.stop();
});

type Event = { type: string; aggregateId: string; payload: unknown };
const eventsOf = async (model: 'categories' | 'subCategories' | 'units' | 'ingredients', id: string | Types.ObjectId) =>
  (((await h.models[model].collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];

test("a kitchen's new category and sub-category announce their owner and parent", async () => {
  const mains = await platformCategoryId(h, 'Mains');
  const category = await createCategory(h, as.adminA, { name: 'Street food' });
  const sub = await createSub(h, as.adminA, { name: 'Tacos', categoryId: mains });
  expect(await eventsOf('categories', category.id)).toEqual([
    expect.objectContaining({
      type: 'CategoryCreated',
      aggregateId: category.id,
      payload: { categoryId: category.id, kitchenId: KITCHEN_A },
    }),
  ]);
  expect(await eventsOf('subCategories', sub.id)).toEqual([
    expect.objectContaining({
      type: 'SubCategoryCreated',
      payload: { subCategoryId: sub.id, categoryId: mains, kitchenId: KITCHEN_A },
    }),
  ]);
});

test('a new unit announces itself', async () => {
  const reply = await h.ok<{ CreateUnits: { id: string } }>(
    `mutation ($input: UnitInput!) { CreateUnits(input: $input) { id } }`,
    { input: { name: 'sprig' } },
    as.superAdmin,
  );
  expect(await eventsOf('units', reply.CreateUnits.id)).toEqual([
    expect.objectContaining({ type: 'UnitCreated', payload: { unitId: reply.CreateUnits.id } }),
  ]);
});

test("the seed announces 'ALL', the sample categories and sub-categories and the units it inserts, once each", async () => {
  expect((await eventsOf('categories', ALL_CATEGORY_ID)).map((e) => e.type)).toEqual(['CategoryCreated']);
  const desserts = await platformCategoryId(h, 'Desserts');
  expect(await eventsOf('categories', desserts)).toEqual([expect.objectContaining({ payload: { categoryId: desserts, kitchenId: null } })]);
  const cakes = await h.models.subCategories.findOne({ name: 'Cakes' }).lean();
  expect((await eventsOf('subCategories', cakes?._id ?? '')).map((e) => e.payload)).toEqual([
    { subCategoryId: cakes?._id.toHexString(), categoryId: desserts, kitchenId: null },
  ]);
  const grams = await h.models.units.findOne({ name: 'g' }).lean();
  expect((await eventsOf('units', grams?._id ?? '')).map((e) => e.type)).toEqual(['UnitCreated']);
});

test('entries from before announcements are announced once, on the first start after the upgrade', async () => {
  // As an older catalog left them: written without events, and no record of an announcement.
  const oldCategory = new Types.ObjectId();
  const oldUnit = new Types.ObjectId();
  await h.models.categories.collection.insertOne({ _id: oldCategory, name: 'Legacy', kitchenId: null, status: 'ACTIVE', order: 9 });
  await h.models.units.collection.insertOne({ _id: oldUnit, name: 'legacy-unit', status: 'ACTIVE' });
  await h.models.categories.db.collection('announcements').deleteMany({});

  expect(await announceExisting(h.models)).toBeGreaterThan(30);
  expect(await eventsOf('categories', oldCategory)).toEqual([
    expect.objectContaining({ type: 'CategoryCreated', payload: { categoryId: oldCategory.toHexString(), kitchenId: null } }),
  ]);
  expect((await eventsOf('units', oldUnit)).map((e) => e.type)).toEqual(['UnitCreated']);

  expect(await announceExisting(h.models)).toBe(0);
  expect(await eventsOf('units', oldUnit)).toHaveLength(1);
});
