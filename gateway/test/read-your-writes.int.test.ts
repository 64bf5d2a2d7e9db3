/**
 * Read your own writes (#43): recipe learns of catalog's and identity's entries, and identity of
 * kitchens, from events a moment after they were created (0.26–0.58 s on a quiet machine). Each
 * test sends the request that uses a just-created entry at once, with no wait, and it must be
 * accepted; another kitchen's just-created entry must still read exactly like one that is not there.
 */
import { MongoClient } from 'mongodb';
import { gql, newKitchen, sharedStack, signInSuperAdmin, unique, until, type Kitchen, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let ours: Kitchen;
let theirs: Kitchen;
let superAdmin: string;

beforeAll(async () => {
  stack = await sharedStack();
  [ours, theirs] = await Promise.all([newKitchen(stack), newKitchen(stack)]);
  superAdmin = await signInSuperAdmin(stack);
}, 180_000);

async function created(token: string, mutation: string, input: Record<string, unknown>): Promise<string> {
  const reply = await gql<Record<string, { id: string }>>(stack.gatewayUrl, mutation, token, {}, { i: input });
  expect(reply.body.errors).toBeUndefined();
  return Object.values(reply.body.data ?? {})[0]?.id ?? '';
}

const ingredient = (token: string, name = `Yuzu kosho ${unique()}`) =>
  created(token, 'mutation ($i: IngredientInput!) { CreateIngredients(input: $i) { id } }', { name });
const category = (token: string) =>
  created(token, 'mutation ($i: CategoryInput!) { CreateCategory(input: $i) { id } }', { name: `Ferments ${unique()}` });

async function cook(kitchen: Kitchen): Promise<string> {
  const add = 'mutation ($i: StaffInput!) { CreateKitchenCook(input: $i) { user { id } } }';
  const reply = await gql<{ CreateKitchenCook: { user: { id: string } } }>(
    stack.gatewayUrl,
    add,
    kitchen.admin.token,
    {},
    {
      i: { fName: 'Noor', lName: 'Cook', email: `cook-${unique()}@kitchens.test` },
    },
  );
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.CreateKitchenCook.user.id ?? '';
}

const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) {
  id category { id } subCategory { id } yieldUnit { id } cooks { id } ingredients { ingredient { id name } unit { id } } } }`;
const createRecipe = (token: string, input: Record<string, unknown>) =>
  gql<{ CreateRecipeMenu: Record<string, unknown> }>(stack.gatewayUrl, CREATE, token, {}, { i: { title: `Glaze ${unique()}`, ...input } });

test("a kitchen's just-created ingredient is a recipe line, and priced in the editor's preview, at once", async () => {
  const id = await ingredient(ours.admin.token, 'Black garlic');
  const reply = await createRecipe(ours.admin.token, { ingredients: [{ position: 1, ingredientsId: id, quantity: 40 }] });
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data?.CreateRecipeMenu.ingredients).toEqual([{ ingredient: { id, name: 'Black garlic' }, unit: null }]);

  const next = await ingredient(ours.admin.token);
  const PREVIEW = `query ($id: ID!) { previewCosting(input: { yieldValue: 1, ingredients: [{ ingredientsId: $id, quantity: 1 }] }) { cost { total } } }`;
  const preview = await gql(stack.gatewayUrl, PREVIEW, ours.admin.token, {}, { id: next });
  expect(preview.body.errors).toBeUndefined();
});

test('a unit the platform just created is a line unit and a yield unit at once', async () => {
  // Units are the platform's: a name that sorts last keeps other files' first page of units as seeded.
  const unitInput = { name: `zaru tray ${unique()}`, code: `zaru${unique().slice(-6)}`.toLowerCase(), dimension: 'VOLUME', toBase: 6500 };
  const unit = await created(superAdmin, 'mutation ($i: UnitInput!) { CreateUnits(input: $i) { id } }', unitInput);
  const line = await ingredient(ours.admin.token);
  const reply = await createRecipe(ours.admin.token, {
    yieldValue: 2,
    yieldUnitId: unit,
    ingredients: [{ position: 1, ingredientsId: line, quantity: 1, unitId: unit }],
  });
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data?.CreateRecipeMenu).toMatchObject({ yieldUnit: { id: unit }, ingredients: [{ unit: { id: unit } }] });
});

test('a just-created category and sub-category file a recipe at once', async () => {
  const categoryId = await category(ours.admin.token);
  const filed = await createRecipe(ours.admin.token, { categoryId });
  expect(filed.body.errors).toBeUndefined();

  const other = await category(ours.admin.token);
  const subCategoryId = await created(ours.admin.token, 'mutation ($i: SubCategoryInput!) { CreateSubCategory(input: $i) { id } }', {
    name: `Quick pickles ${unique()}`,
    categoryId: other,
  });
  const sub = await createRecipe(ours.admin.token, { subCategoryId });
  expect(sub.body.errors).toBeUndefined();
  // Filed under the sub-category's category, which recipe had not heard of either.
  expect(sub.body.data?.CreateRecipeMenu).toMatchObject({ category: { id: other }, subCategory: { id: subCategoryId } });
});

test('a just-added cook is given a recipe, and their reads open, at once', async () => {
  const cookId = await cook(ours);
  const reply = await createRecipe(ours.admin.token, { cookIds: [cookId] });
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data?.CreateRecipeMenu.cooks).toEqual([{ id: cookId }]);

  const fresh = await cook(ours);
  const reads = await gql(
    stack.gatewayUrl,
    'query ($c: ID!) { getCookReads(cookId: $c) { cookId recipeCount } }',
    ours.admin.token,
    {},
    { c: fresh },
  );
  expect(reads.body.errors).toBeUndefined();
});

test('people are added to a kitchen the platform just created at once; a kitchen that is gone still is not one', async () => {
  const kitchen = await created(superAdmin, 'mutation ($i: CreateKitchenInput!) { CreateKitchen(input: $i) { id } }', {
    name: `Izakaya ${unique()}`,
  });
  const add = 'mutation ($i: StaffInput!) { CreateKitchenCook(input: $i) { user { kitchenId } } }';
  const staff = (kitchenId: string) => ({ i: { kitchenId, fName: 'Kenji', lName: 'Cook', email: `cook-${unique()}@kitchens.test` } });
  const reply = await gql<{ CreateKitchenCook: { user: { kitchenId: string } } }>(stack.gatewayUrl, add, superAdmin, {}, staff(kitchen));
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data?.CreateKitchenCook.user.kitchenId).toBe(kitchen);

  const nowhere = await gql(stack.gatewayUrl, add, superAdmin, {}, staff('0123456789abcdef01234567'));
  expect(nowhere.body.errors?.[0]).toMatchObject({ message: 'This kitchen does not exist', extensions: { field: 'kitchenId' } });
});

test('a larger plan gives its room to the very next recipe', async () => {
  const kitchen = await newKitchen(stack);
  const planInput = (recipeCount: number) => ({
    name: `Pop-up ${unique()}`,
    cooksCount: 2,
    recipeCount,
    perCookViewRecipeCount: 10,
    dishesCount: 10,
    // Dearer than any seeded plan: new kitchens start on the cheapest one, and must not start on this.
    price: '990',
    tax: 21,
    discount: 0,
    subscriptionPlan: 'MONTHLY',
    freeDemoDays: 0,
    storageCapacity: 1,
  });
  const plan = await created(
    superAdmin,
    'mutation ($i: SubscriptionPlanInput!) { CreateSubscriptionPlan(input: $i) { id } }',
    planInput(1),
  );
  const buy = await gql<{ createSubscriptionBuy: { client_secret: string } }>(
    stack.gatewayUrl,
    'mutation ($i: SubscriptionBuyInput!) { createSubscriptionBuy(input: $i) { client_secret } }',
    kitchen.admin.token,
    {},
    {
      i: {
        subscriptionPlanId: plan,
        accountType: 'PERSON',
        billingAddress: { line_1: 'Dam 1', city: 'Amsterdam', state: 'NH', country: 'NL', postal_code: '1012 JS' },
      },
    },
  );
  const pay = 'mutation ($s: String!, $c: String!) { payWithTestCard(clientSecret: $s, cardNumber: $c) { status } }';
  await gql(
    stack.gatewayUrl,
    pay,
    kitchen.admin.token,
    {},
    { s: buy.body.data?.createSubscriptionBuy.client_secret, c: '4242424242424242' },
  );
  // Once recipe has heard of the one-recipe plan, the second recipe is refused.
  const mongo = await MongoClient.connect(stack.mongoUri);
  try {
    const plans = mongo.db('brigade_recipe').collection<{ _id: string; recipeCount: number }>('kitchen_plans');
    await until(
      () => plans.findOne({ _id: kitchen.id }),
      (p) => p?.recipeCount === 1,
      { what: "recipe's statement of the one-recipe plan" },
    );
  } finally {
    await mongo.close();
  }
  expect((await createRecipe(kitchen.admin.token, {})).body.errors).toBeUndefined();
  expect((await createRecipe(kitchen.admin.token, {})).body.errors?.[0]?.extensions?.code).toBe('PLAN_LIMIT_REACHED');

  const raise = 'mutation ($id: ID!, $i: SubscriptionPlanInput!) { UpdateSubscriptionPlan(id: $id, input: $i) { recipeCount } }';
  // Paused too: no longer offered to the kitchens other files make.
  const raised = await gql(stack.gatewayUrl, raise, superAdmin, {}, { id: plan, i: { recipeCount: 3, status: 'PAUSED' } });
  expect(raised.body.errors).toBeUndefined();
  const next = await createRecipe(kitchen.admin.token, {});
  expect(next.body.errors).toBeUndefined();
});

test("another kitchen's just-created ingredient, category and cook read exactly like ones that are not there", async () => {
  const NOWHERE = '0123456789abcdef01234567';
  const [theirIngredient, theirCategory, theirCook] = await Promise.all([
    ingredient(theirs.admin.token),
    category(theirs.admin.token),
    cook(theirs),
  ]);
  const cases: [string, (id: string) => Record<string, unknown>][] = [
    [theirIngredient, (id) => ({ ingredients: [{ position: 1, ingredientsId: id, quantity: 1 }] })],
    [theirCategory, (id) => ({ categoryId: id })],
    [theirCook, (id) => ({ cookIds: [id] })],
  ];
  for (const [theirId, input] of cases) {
    const refused = (await createRecipe(ours.admin.token, input(theirId))).body.errors?.[0];
    expect(refused?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused).toEqual((await createRecipe(ours.admin.token, input(NOWHERE))).body.errors?.[0]);
  }
});
