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
const eventsOf = async (model: 'categories' | 'subCategories' | 'units' | 'ingredients' | 'allergens', id: string | Types.ObjectId) =>
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

test('a new unit announces its whole state', async () => {
  const reply = await h.ok<{ CreateUnits: { id: string } }>(
    `mutation ($input: UnitInput!) { CreateUnits(input: $input) { id } }`,
    { input: { name: 'sprig' } },
    as.superAdmin,
  );
  expect(await eventsOf('units', reply.CreateUnits.id)).toEqual([
    expect.objectContaining({
      type: 'UnitChanged',
      payload: { unitId: reply.CreateUnits.id, code: null, name: 'sprig', dimension: 'COUNT', toBase: null },
    }),
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
  expect((await eventsOf('units', grams?._id ?? '')).map((e) => e.payload)).toEqual([
    { unitId: grams?._id.toHexString(), code: 'g', name: 'g', dimension: 'MASS', toBase: 1 },
  ]);
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
  // Written before units had dimensions: it counts pieces and converts to nothing.
  expect((await eventsOf('units', oldUnit)).map((e) => e.payload)).toEqual([
    { unitId: oldUnit.toHexString(), code: null, name: 'legacy-unit', dimension: 'COUNT', toBase: null },
  ]);

  expect(await announceExisting(h.models)).toBe(0);
  expect(await eventsOf('units', oldUnit)).toHaveLength(1);
});

test('a catalog announced before units had dimensions announces every unit, allergen, ingredient and conversion once more', async () => {
  // As the previous version left it: announced under the old marker, outboxes published.
  const announcements = h.models.categories.db.collection<{ _id: string }>('announcements');
  await announcements.deleteMany({});
  await announcements.insertOne({ _id: 'references-v1' });
  for (const model of [h.models.units, h.models.allergens, h.models.ingredients, h.models.conversions] as const) {
    await (model.collection as { updateMany(f: object, u: object): Promise<unknown> }).updateMany({}, { $unset: { _outbox: '' } });
  }
  const oldIngredient = new Types.ObjectId();
  await h.models.ingredients.collection.insertOne({
    _id: oldIngredient,
    name: 'Legacy jam',
    kitchenId: null,
    status: 'ACTIVE',
    allergenIds: [],
  });
  const eggs = await h.models.ingredients.findOne({ name: 'Eggs', kitchenId: null }).lean();
  const conversion = await h.models.conversions.create({
    ingredientId: eggs?._id,
    kitchenId: new Types.ObjectId(KITCHEN_A),
    pieceWeight: 60,
  });
  await h.models.conversions.collection.updateOne({ _id: conversion._id }, { $unset: { _outbox: '' } });

  expect(await announceExisting(h.models)).toBeGreaterThan(55);
  const milk = await h.models.allergens.findOne({ code: 'MILK' }).lean();
  expect((await eventsOf('allergens', milk?._id ?? '')).map((e) => e.payload)).toEqual([
    { allergenId: milk?._id.toHexString(), code: 'MILK', status: 'ACTIVE' },
  ]);
  const tsp = await h.models.units.findOne({ code: 'tsp' }).lean();
  expect((await eventsOf('units', tsp?._id ?? '')).map((e) => e.payload)).toEqual([
    { unitId: tsp?._id.toHexString(), code: 'tsp', name: 'tsp', dimension: 'VOLUME', toBase: 5 },
  ]);
  expect((await eventsOf('ingredients', eggs?._id ?? '')).map((e) => e.payload)).toEqual([
    expect.objectContaining({
      name: 'Eggs',
      density: 1.03,
      pieceWeight: 50,
      mayContainAllergenIds: [],
      freeFromAllergenIds: expect.any(Array),
    }),
  ]);
  // An ingredient from before statements existed says empty lists and no conversions.
  expect((await eventsOf('ingredients', oldIngredient)).map((e) => e.payload)).toEqual([
    {
      ingredientId: oldIngredient.toHexString(),
      kitchenId: null,
      name: 'Legacy jam',
      allergenIds: [],
      mayContainAllergenIds: [],
      freeFromAllergenIds: [],
      density: null,
      pieceWeight: null,
      nutrition: null,
    },
  ]);
  const row = (await h.models.conversions.collection.findOne({ _id: conversion._id })) as { _outbox?: Event[] } | null;
  expect(row?._outbox?.map((e) => e.payload)).toEqual([
    { ingredientId: eggs?._id.toHexString(), kitchenId: KITCHEN_A, density: null, pieceWeight: 60 },
  ]);
  expect(await announceExisting(h.models)).toBe(0);
});
