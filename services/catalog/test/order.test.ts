import { Types } from 'mongoose';
import { as, codes, createCategory, createSub, firstError, platformCategoryId, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_order');
});

afterAll(async () => {
  await h.stop();
});

const ORDER = `mutation ($input: UpdateOrderInput!) { UpdateOrder(input: $input) { code message } }`;
const OWN = `{ getCategory(sizePerPage: 100, filters: { platformOnly: false }) { records { id name order } } }`;

const orders = async (model: 'categories' | 'subCategories', ids: string[]) => {
  const docs = await (model === 'categories' ? h.models.categories : h.models.subCategories).collection
    .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } })
    .toArray();
  return Object.fromEntries(docs.map((d) => [String(d._id), d.order as number]));
};

test("a kitchen admin drags their categories into a new order: they swap the numbers they held, after the platform's", async () => {
  const [a, b, c] = [
    await createCategory(h, as.adminA, { name: 'Alpha' }),
    await createCategory(h, as.adminA, { name: 'Bravo' }),
    await createCategory(h, as.adminA, { name: 'Charlie' }),
  ];
  const reply = await h.ok<{ UpdateOrder: { code: number; message: string } }>(
    ORDER,
    { input: { type: 'CATEGORY', ids: [c.id, a.id, b.id] } },
    as.adminA,
  );
  expect(reply.UpdateOrder).toEqual({ code: 200, message: 'The new order is saved' });
  const own = await h.ok<{ getCategory: { records: { name: string; order: number }[] } }>(OWN, {}, as.adminA);
  expect(own.getCategory.records).toEqual([
    expect.objectContaining({ name: 'Charlie', order: 5 }),
    expect.objectContaining({ name: 'Alpha', order: 6 }),
    expect.objectContaining({ name: 'Bravo', order: 7 }),
  ]);
});

test('nothing changes when the list holds an entry the caller may not edit, or one they cannot see', async () => {
  const mine = await createCategory(h, as.adminA, { name: 'Delta' });
  const starters = await platformCategoryId(h, 'Starters');
  const theirs = await createCategory(h, as.adminB, { name: 'Echo' });
  const before = await orders('categories', [mine.id, starters, theirs.id]);

  expect(codes(await h.call(ORDER, { input: { type: 'CATEGORY', ids: [starters, mine.id] } }, as.adminA))).toEqual(['FORBIDDEN']);
  const unseen = await h.call(ORDER, { input: { type: 'CATEGORY', ids: [theirs.id, mine.id] } }, as.adminA);
  expect(firstError(unseen)).toMatchObject({
    message: 'One of these entries does not exist',
    extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
  });
  expect(codes(await h.call(ORDER, { input: { type: 'CATEGORY', ids: [mine.id] } }, as.cookA))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(ORDER, { input: { type: 'CATEGORY', ids: [mine.id] } }))).toEqual(['UNAUTHENTICATED']);
  expect(await orders('categories', [mine.id, starters, theirs.id])).toEqual(before);
});

test('the list must name each entry once', async () => {
  const mine = await createCategory(h, as.adminA, { name: 'Foxtrot' });
  expect(firstError(await h.call(ORDER, { input: { type: 'CATEGORY', ids: [mine.id, mine.id] } }, as.adminA))?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'ids',
  });
  expect(firstError(await h.call(ORDER, { input: { type: 'CATEGORY', ids: [] } }, as.adminA))?.extensions?.field).toBe('ids');
  expect(firstError(await h.call(ORDER, { input: { type: 'CATEGORY', ids: ['x'] } }, as.adminA))?.extensions?.field).toBe('ids.0');
});

test("a super admin orders the platform categories, which list before a kitchen's own; sub-categories alike", async () => {
  const ids = await Promise.all(['Sauces', 'Desserts', 'Mains', 'Starters'].map((n) => platformCategoryId(h, n)));
  await h.ok(ORDER, { input: { type: 'CATEGORY', ids } }, as.superAdmin);
  const active = await h.ok<{ getActiveCategory: { name: string }[] }>(`{ getActiveCategory { name } }`, {}, as.cookA);
  expect(active.getActiveCategory.map((c) => c.name)).toEqual([
    'ALL',
    'Sauces',
    'Desserts',
    'Mains',
    'Starters',
    'Charlie',
    'Alpha',
    'Bravo',
    'Delta',
    'Foxtrot',
  ]);

  const mains = await platformCategoryId(h, 'Mains');
  const own = await createSub(h, as.adminA, { name: 'Burgers', categoryId: mains });
  const platformSub = (await h.models.subCategories.findOne({ name: 'Fish', kitchenId: null }).lean())?._id.toHexString();
  expect(codes(await h.call(ORDER, { input: { type: 'SUB_CATEGORY', ids: [own.id, platformSub] } }, as.adminA))).toEqual(['FORBIDDEN']);
  await h.ok(ORDER, { input: { type: 'SUB_CATEGORY', ids: [own.id] } }, as.adminA);
  expect(await orders('subCategories', [own.id])).toEqual({ [own.id]: 4 });
  const subs = await h.ok<{ getActiveSubCategory: { name: string }[] }>(
    `query ($c: ID) { getActiveSubCategory(categoryId: $c) { name } }`,
    { c: mains },
    as.adminA,
  );
  expect(subs.getActiveSubCategory.map((s) => s.name)).toEqual(['Meat', 'Fish', 'Vegetarian', 'Burgers']);
});
