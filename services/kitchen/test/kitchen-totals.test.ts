import { Types } from 'mongoose';
import { DEMO, adminOf, codes, cookOf, startHarness, superAdmin, type Harness } from './support';

/** The dashboard's headline counts: sums of the kitchens' own counters, super admins only. */
let h: Harness;
const TOTALS = `{ kitchenTotals { kitchens cooks recipes dishes } }`;
type Totals = { kitchenTotals: { kitchens: number; cooks: number; recipes: number; dishes: number } };

let accounts = 800000;
const kitchen = (counts: { cooksCount: number; recipeCount: number; menuItemCount: number }, deleted = false) => ({
  _id: new Types.ObjectId(),
  name: `Kitchen ${accounts}`,
  status: 'ACTIVE',
  isDark: true,
  accNumber: `K${accounts++}`,
  ...counts,
  order: 0,
  ownerId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...(deleted ? { _deleted: true } : {}),
});

beforeAll(async () => {
  h = await startHarness('kitchen_totals');
});

afterAll(async () => {
  await h.stop();
});

test('kitchens are counted, and their cooks, recipes and dishes summed; a deleted kitchen counts for nothing', async () => {
  const before = (await h.call<Totals>(TOTALS, {}, superAdmin)).data!.kitchenTotals;
  await h.kitchens.collection.insertMany([
    kitchen({ cooksCount: 3, recipeCount: 40, menuItemCount: 12 }),
    kitchen({ cooksCount: 5, recipeCount: 2, menuItemCount: 0 }),
    kitchen({ cooksCount: 9, recipeCount: 90, menuItemCount: 30 }, true),
  ]);
  const after = (await h.call<Totals>(TOTALS, {}, superAdmin)).data!.kitchenTotals;
  expect(after).toEqual({
    kitchens: before.kitchens + 2,
    cooks: before.cooks + 8,
    recipes: before.recipes + 42,
    dishes: before.dishes + 12,
  });
});

test('when the counters move (a recipe event recounted a kitchen), the totals follow', async () => {
  const before = (await h.call<Totals>(TOTALS, {}, superAdmin)).data!.kitchenTotals;
  await h.kitchens.collection.updateOne({ _id: new Types.ObjectId(DEMO) }, { $inc: { recipeCount: 1, menuItemCount: 2 } });
  expect((await h.call<Totals>(TOTALS, {}, superAdmin)).data!.kitchenTotals).toEqual({
    ...before,
    recipes: before.recipes + 1,
    dishes: before.dishes + 2,
  });
});

test('only a super admin sees the platform’s totals: kitchen admins and cooks are FORBIDDEN', async () => {
  expect(codes(await h.call(TOTALS, {}, adminOf(DEMO)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(TOTALS, {}, cookOf(DEMO)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(TOTALS, {}, { kind: 'anonymous' }))).toEqual(['UNAUTHENTICATED']);
});
