import { CREATE, UPDATE, adminOf, codes, firstError, id, startHarness, superAdmin, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('recipe_plans');
});

afterAll(async () => {
  await h.stop();
});

const create = (kitchen: string, type: string, caller = adminOf(kitchen)) =>
  h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: `${type} item`, type, kitchenId: kitchen } }, caller);

test('a recipe beyond recipeCount and a menu item beyond dishesCount are refused with the numbers', async () => {
  const kitchen = id();
  await h.plan(kitchen, { recipeCount: 2, dishesCount: 1 });
  expect((await create(kitchen, 'RECIPE')).errors).toBeUndefined();
  expect((await create(kitchen, 'RECIPE')).errors).toBeUndefined();
  expect(firstError(await create(kitchen, 'RECIPE'))).toMatchObject({
    message: 'Your plan allows 2 recipes and the kitchen has 2',
    extensions: { code: 'PLAN_LIMIT_REACHED', used: 2, allowed: 2 },
  });
  const dish = await create(kitchen, 'MENU');
  expect(dish.errors).toBeUndefined();
  expect(firstError(await create(kitchen, 'MENU'))).toMatchObject({ extensions: { code: 'PLAN_LIMIT_REACHED', used: 1, allowed: 1 } });
  // Turning a dish into a recipe counts against the recipe cap too.
  expect(codes(await h.call(UPDATE, { id: dish.data?.CreateRecipeMenu.id, i: { type: 'RECIPE' } }, adminOf(kitchen)))).toEqual([
    'PLAN_LIMIT_REACHED',
  ]);
});

test('UNKNOWN items count against the recipe cap, so the type is no way round it', async () => {
  const kitchen = id();
  await h.plan(kitchen, { recipeCount: 1, dishesCount: 1 });
  const unknown = await create(kitchen, 'UNKNOWN');
  expect(unknown.errors).toBeUndefined();
  expect(firstError(await create(kitchen, 'RECIPE'))?.extensions).toMatchObject({ code: 'PLAN_LIMIT_REACHED', used: 1, allowed: 1 });
  expect(codes(await create(kitchen, 'UNKNOWN'))).toEqual(['PLAN_LIMIT_REACHED']);
  // Naming what it is does not need a free slot: it already holds one.
  const named = await h.call(UPDATE, { id: unknown.data?.CreateRecipeMenu.id, i: { type: 'RECIPE' } }, adminOf(kitchen));
  expect(named.errors).toBeUndefined();
});

test('before billing has spoken, the trial allowance applies (TRIAL_RECIPE_LIMIT)', async () => {
  const kitchen = id();
  for (let i = 0; i < 25; i++) expect((await create(kitchen, 'RECIPE')).errors).toBeUndefined();
  expect(firstError(await create(kitchen, 'RECIPE'))?.extensions).toMatchObject({ code: 'PLAN_LIMIT_REACHED', allowed: 25 });
});

test('an overdue kitchen is read-only for its admins, not for a super admin; an older statement does not undo a newer one', async () => {
  const kitchen = id();
  const made = await create(kitchen, 'RECIPE');
  const later = new Date(Date.now() + 60_000).toISOString();
  const overdue = await h.deliver(
    'SubscriptionChanged',
    {
      kitchenId: kitchen,
      planId: null,
      status: 'PAST_DUE',
      limits: { cooksCount: 1, recipeCount: 5, dishesCount: 5, perCookViewRecipeCount: 5 },
      overdue: true,
      isFreeTrial: false,
      shouldShowAds: false,
      dueDate: null,
    },
    later,
  );
  await h.plan(kitchen, {}, false); // stated earlier than `later`: ignored
  await h.redeliver(overdue);
  expect(codes(await create(kitchen, 'RECIPE'))).toEqual(['PAYMENT_OVERDUE']);
  expect(codes(await h.call(UPDATE, { id: made.data?.CreateRecipeMenu.id, i: { title: 'New' } }, adminOf(kitchen)))).toEqual([
    'PAYMENT_OVERDUE',
  ]);
  expect(codes(await h.call(`{ getRecipeMenu { total } }`, {}, adminOf(kitchen)))).toEqual([]);
  expect((await create(kitchen, 'RECIPE', superAdmin)).errors).toBeUndefined();
});
