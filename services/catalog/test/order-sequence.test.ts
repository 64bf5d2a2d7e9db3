import { Types } from 'mongoose';
import { upgradeOrderSequences } from '../src/ordering/sequence';
import {
  as,
  createCategory,
  createSub,
  KITCHEN_A,
  KITCHEN_B,
  platformCategoryId,
  startHarness,
  UPDATE_CATEGORY,
  type Harness,
} from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_order_sequence');
});

afterAll(async () => {
  await h.stop();
});

type Row = { name: string; order: number; kitchenId: string | null };
const ACTIVE = `query ($k: ID) { getActiveCategory(kitchenId: $k) { name order kitchenId } }`;
const SUBS = `query ($c: ID) { getActiveSubCategory(categoryId: $c) { name order } }`;
const UPDATE_SUB = `mutation ($id: ID!, $input: UpdateSubCategoryInput!) { UpdateSubCategory(id: $id, input: $input) { id order } }`;

/** The categories a kitchen's cook sees, in the order the list shows them, as 'name order'. */
const seenByA = async () =>
  (await h.ok<{ getActiveCategory: Row[] }>(ACTIVE, {}, as.cookA)).getActiveCategory.map((c) => `${c.name} ${c.order}`);

const ownOrders = async (kitchenId: string) =>
  (
    await h.models.categories
      .find({ kitchenId: new Types.ObjectId(kitchenId) })
      .sort({ order: 1 })
      .lean()
  ).map((c) => `${c.name} ${c.order}`);

test("a kitchen's new category is numbered after the platform's, never beside one of them", async () => {
  const braises = await createCategory(h, as.adminA, { name: 'Braises' });
  expect(braises.order).toBe(5);
  expect(await seenByA()).toEqual(['ALL 0', 'Starters 1', 'Mains 2', 'Desserts 3', 'Sauces 4', 'Braises 5']);
});

test('asking for a number already taken moves the others down, like inserting into a list', async () => {
  const grill = await createCategory(h, as.adminA, { name: 'Grill', order: 5 });
  expect(grill.order).toBe(5);
  expect(await ownOrders(KITCHEN_A)).toEqual(['Grill 5', 'Braises 6']);

  const bakes = await createCategory(h, as.adminA, { name: 'Bakes' });
  const moved = await h.ok<{ UpdateCategory: { order: number } }>(UPDATE_CATEGORY, { id: bakes.id, input: { order: 6 } }, as.adminA);
  expect(moved.UpdateCategory.order).toBe(6);
  expect(await ownOrders(KITCHEN_A)).toEqual(['Grill 5', 'Bakes 6', 'Braises 7']);
});

test("a kitchen asking for a platform's number gets the first place among its own", async () => {
  const soups = await createCategory(h, as.adminA, { name: 'Soups of the day', order: 1 });
  expect(soups.order).toBe(5);
  expect(await seenByA()).toEqual([
    'ALL 0',
    'Starters 1',
    'Mains 2',
    'Desserts 3',
    'Sauces 4',
    'Soups of the day 5',
    'Grill 6',
    'Bakes 7',
    'Braises 8',
  ]);
});

test("another kitchen's numbers are its own: kitchen A's inserts never move kitchen B's entries", async () => {
  const b = await createCategory(h, as.adminB, { name: 'Pies' });
  expect(b.order).toBe(5);
  await createCategory(h, as.adminA, { name: 'Tartares', order: 5 });
  expect(await ownOrders(KITCHEN_B)).toEqual(['Pies 5']);
});

test("a new platform category moves every kitchen's own after it, keeping their order", async () => {
  const breads = await createCategory(h, as.superAdmin, { name: 'Breads' });
  expect(breads.order).toBe(5);
  const seen = await seenByA();
  expect(seen.slice(0, 6)).toEqual(['ALL 0', 'Starters 1', 'Mains 2', 'Desserts 3', 'Sauces 4', 'Breads 5']);
  expect(seen.slice(6)).toEqual(['Tartares 6', 'Soups of the day 7', 'Grill 8', 'Bakes 9', 'Braises 10']);
  expect(await ownOrders(KITCHEN_B)).toEqual(['Pies 6']);
  const orders = seen.map((s) => s.split(' ').pop());
  expect(new Set(orders).size).toBe(orders.length);
});

test("sub-categories are numbered per category, a kitchen's after the platform's there", async () => {
  const mains = await platformCategoryId(h, 'Mains');
  const burgers = await createSub(h, as.adminA, { name: 'Burgers', categoryId: mains });
  const stews = await createSub(h, as.adminA, { name: 'Stews', categoryId: mains });
  const moved = await h.ok<{ UpdateSubCategory: { order: number } }>(UPDATE_SUB, { id: stews.id, input: { order: 4 } }, as.adminA);
  expect(moved.UpdateSubCategory.order).toBe(4);
  const subs = await h.ok<{ getActiveSubCategory: { name: string; order: number }[] }>(SUBS, { c: mains }, as.adminA);
  expect(subs.getActiveSubCategory.map((s) => `${s.name} ${s.order}`)).toEqual([
    'Meat 1',
    'Fish 2',
    'Vegetarian 3',
    'Stews 4',
    'Burgers 5',
  ]);
  expect(burgers.id).toBeTruthy();
});

test('the one-time upgrade gives colliding numbers written before the rule unique places', async () => {
  const kitchen = new Types.ObjectId();
  const raw = (name: string, order: number) => ({ _id: new Types.ObjectId(), name, order, kitchenId: kitchen, status: 'ACTIVE' });
  await h.models.categories.collection.insertMany([raw('Zest', 1), raw('Antipasti', 1), raw('Grains', 2)]);
  await h.models.categories.db.collection('upgrades').deleteOne({ _id: 'order-sequences-v1' as never });
  await upgradeOrderSequences(h.models.categories, h.models.subCategories);
  const after = (await h.models.categories.find({ kitchenId: kitchen }).sort({ order: 1 }).lean()).map((c) => `${c.name} ${c.order}`);
  expect(after).toEqual(['Antipasti 6', 'Zest 7', 'Grains 8']);
  expect(await ownOrders(KITCHEN_A)).toEqual(['Tartares 6', 'Soups of the day 7', 'Grill 8', 'Bakes 9', 'Braises 10']);
});
