import { Types } from 'mongoose';
import {
  as,
  codes,
  createCategory,
  createSub,
  CREATE_SUB,
  firstError,
  KITCHEN_A,
  KITCHEN_B,
  platformCategoryId,
  startHarness,
  type Harness,
} from './support';

let h: Harness;
let starters: string;
let mains: string;

beforeAll(async () => {
  h = await startHarness('catalog_sub_categories');
  starters = await platformCategoryId(h, 'Starters');
  mains = await platformCategoryId(h, 'Mains');
});

afterAll(async () => {
  await h.stop();
});

const ACTIVE = `query ($categoryId: ID, $kitchenId: ID) { getActiveSubCategory(categoryId: $categoryId, kitchenId: $kitchenId) { id name kitchenId categoryId } }`;
const LIST = `query ($filters: SubCategoryFilters, $pageNo: Int, $sizePerPage: Int) {
  getSubCategory(filters: $filters, pageNo: $pageNo, sizePerPage: $sizePerPage) { total records { id name kitchenId categoryId category { name } } } }`;
const BY_ID = `query ($id: ID!) { getSubCategoryById(id: $id) { id name canEdit category { id name } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateSubCategoryInput!) { UpdateSubCategory(id: $id, input: $input) { id name status } }`;
const DELETE = `mutation ($id: ID!) { DeleteSubCategory(id: $id) { code message } }`;

type Row = { id: string; name: string; kitchenId: string | null; categoryId: string; category?: { name: string } | null };
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

test('the seeded platform sub-categories are offered per category, in their order', async () => {
  const { getActiveSubCategory } = await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId: mains }, as.cookA);
  expect(names(getActiveSubCategory)).toEqual(['Meat', 'Fish', 'Vegetarian']);
  expect(codes(await h.call(ACTIVE, { categoryId: mains }))).toEqual(['UNAUTHENTICATED']);
});

test('a kitchen admin adds their own sub-category under a platform category; only their kitchen sees it', async () => {
  const own = await createSub(h, as.adminA, { name: 'Cold soups', categoryId: starters, kitchenId: KITCHEN_B });
  expect(own).toMatchObject({ kitchenId: KITCHEN_A, categoryId: starters });
  expect(names((await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId: starters }, as.cookA)).getActiveSubCategory)).toContain(
    'Cold soups',
  );
  expect(
    names((await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId: starters }, as.adminB)).getActiveSubCategory),
  ).not.toContain('Cold soups');
  expect(await h.ok(BY_ID, { id: own.id }, as.adminB)).toEqual({ getSubCategoryById: null });
  const read = await h.ok<{ getSubCategoryById: { canEdit: boolean; category: { name: string } } }>(BY_ID, { id: own.id }, as.cookA);
  expect(read.getSubCategoryById).toMatchObject({ canEdit: false, category: { name: 'Starters' } });
});

test("nobody files a sub-category under another kitchen's category", async () => {
  const ofB = await createCategory(h, as.adminB, { name: 'B only' });
  const reply = await h.call(CREATE_SUB, { input: { name: 'Sneaky', categoryId: ofB.id } }, as.adminA);
  expect(firstError(reply)).toMatchObject({
    message: 'This category does not exist',
    extensions: { code: 'BAD_USER_INPUT', field: 'categoryId' },
  });
  // A platform sub-category under a kitchen's category would show other kitchens a sub-category of a category they cannot see.
  const platform = await h.call(CREATE_SUB, { input: { name: 'Everyone', categoryId: ofB.id, kitchenId: null } }, as.superAdmin);
  expect(firstError(platform)?.extensions?.field).toBe('categoryId');
  // Without a kitchen, the super admin's sub-category belongs to the category's kitchen.
  expect((await createSub(h, as.superAdmin, { name: 'For B', categoryId: ofB.id })).kitchenId).toBe(KITCHEN_B);
  expect(firstError(await h.call(CREATE_SUB, { input: { name: 'x', categoryId: 'bad' } }, as.adminA))?.extensions?.field).toBe(
    'categoryId',
  );
});

test('names are unique within a category, any case, across the platform and the kitchen', async () => {
  expect(firstError(await h.call(CREATE_SUB, { input: { name: 'soups', categoryId: starters } }, as.adminA))).toMatchObject({
    message: 'This category already has a sub-category with this name',
    extensions: { field: 'name' },
  });
  expect((await createSub(h, as.adminA, { name: 'Soups', categoryId: mains })).categoryId).toBe(mains);
});

test('owners change and delete their own; others get NOT_FOUND, cooks FORBIDDEN, platform entries FORBIDDEN for kitchens', async () => {
  const own = await createSub(h, as.adminA, { name: 'Skewers', categoryId: mains });
  expect(codes(await h.call(UPDATE, { id: own.id, input: { name: 'Mine' } }, as.adminB))).toEqual(['NOT_FOUND']);
  expect(codes(await h.call(DELETE, { id: own.id }, as.adminB))).toEqual(['NOT_FOUND']);
  expect(codes(await h.call(UPDATE, { id: own.id, input: { name: 'x' } }, as.cookA))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(CREATE_SUB, { input: { name: 'x', categoryId: mains } }, as.cookA))).toEqual(['FORBIDDEN']);
  const meat = (await h.models.subCategories.findOne({ name: 'Meat', kitchenId: null }).lean())?._id.toHexString();
  expect(codes(await h.call(UPDATE, { id: meat, input: { name: 'Our meat' } }, as.adminA))).toEqual(['FORBIDDEN']);

  const paused = await h.ok<{ UpdateSubCategory: { status: string } }>(UPDATE, { id: own.id, input: { status: 'PAUSED' } }, as.adminA);
  expect(paused.UpdateSubCategory.status).toBe('PAUSED');
  expect(names((await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId: mains }, as.adminA)).getActiveSubCategory)).not.toContain(
    'Skewers',
  );
  const reply = await h.ok<{ DeleteSubCategory: { message: string } }>(DELETE, { id: own.id }, as.adminA);
  expect(reply.DeleteSubCategory.message).toBe('The sub-category was deleted');
  const doc = await h.models.subCategories.collection.findOne({ _id: new Types.ObjectId(own.id) });
  expect(doc?._outbox).toEqual([
    expect.objectContaining({ type: 'SubCategoryCreated' }),
    expect.objectContaining({ type: 'SubCategoryDeleted', payload: { subCategoryId: own.id, categoryId: mains, kitchenId: KITCHEN_A } }),
  ]);
  expect(await h.ok(BY_ID, { id: own.id }, as.adminA)).toEqual({ getSubCategoryById: null });
});

test('lists filter by category and text, and resolve their category', async () => {
  const page = await h.ok<{ getSubCategory: { total: number; records: Row[] } }>(
    LIST,
    { filters: { categoryId: mains, search: 'VEG' } },
    as.adminB,
  );
  expect(page.getSubCategory).toEqual({
    total: 1,
    records: [expect.objectContaining({ name: 'Vegetarian', categoryId: mains, category: { name: 'Mains' } })],
  });
  expect(
    (await h.ok<{ getSubCategory: { total: number } }>(LIST, { filters: { categoryId: 'nope' } }, as.adminB)).getSubCategory.total,
  ).toBe(0);
});

test("the recipe form's picker offers a kitchen admin the sub-categories they add, under a platform category and under their own", async () => {
  const sauces = await platformCategoryId(h, 'Sauces');
  const own = await createCategory(h, as.adminA, { name: 'Pantry' });
  const underPlatform = await createSub(h, as.adminA, { name: 'Emulsions', categoryId: sauces });
  const underOwn = await createSub(h, as.adminA, { name: 'Ferments', categoryId: own.id });
  expect([underPlatform.kitchenId, underOwn.kitchenId]).toEqual([KITCHEN_A, KITCHEN_A]);
  const picker = async (caller: typeof as.adminA, categoryId: string) =>
    (await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId }, caller)).getActiveSubCategory;
  // Platform entries first, then the kitchen's own.
  expect(names(await picker(as.adminA, sauces))).toEqual(['Warm sauces', 'Cold sauces', 'Emulsions']);
  expect(await picker(as.adminA, own.id)).toEqual([{ id: underOwn.id, name: 'Ferments', kitchenId: KITCHEN_A, categoryId: own.id }]);
  expect(names(await picker(as.cookA, sauces))).toContain('Emulsions');
  expect(names(await picker(as.adminB, sauces))).toEqual(['Warm sauces', 'Cold sauces']);
  expect(await picker(as.adminB, own.id)).toEqual([]);
  // A super admin working for the kitchen is offered them too.
  const forA = await h.ok<{ getActiveSubCategory: Row[] }>(ACTIVE, { categoryId: own.id, kitchenId: KITCHEN_A }, as.superAdmin);
  expect(names(forA.getActiveSubCategory)).toEqual(['Ferments']);
});
