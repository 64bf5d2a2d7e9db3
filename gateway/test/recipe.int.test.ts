import {
  errorCodes,
  gql,
  newKitchen,
  sharedStack,
  signInSuperAdmin,
  unique,
  until,
  type Kitchen,
  type Reply,
  type SharedStack,
} from '@brigade/test-kit';
import { MongoClient } from 'mongodb';
import { graphqlCalls } from './support';

/**
 * Recipes through the gateway, across real processes: a professional recipe written by a kitchen's
 * admin (this file's own kitchen, on the shared stack) with 12 ingredient lines and 6 steps with media, read back exactly, with its
 * category, ingredients, units, allergens and cooks resolved from catalog and identity; counted by
 * the kitchen service from recipe's events; seen by the cook it is restricted to. Then scaling and
 * allergen roll-up with worked numbers, the 'ALL' re-homing, the per-cook view allowance, plan caps
 * and references into another kitchen. The allowance is made small (3 menu items, 12 recipes, 3
 * viewable per cook) so the caps are reached quickly: the kitchen's admin buys a plan of this file's
 * own during the trial (the trial runs on, on it), the super admin makes that plan small, and billing
 * announces it to recipe over billing.subscription.v1.
 */
let stack: SharedStack;
let kitchen: Kitchen;
let admin: string;
let superAdmin: string;
let cook: string;
let cookId: string;

type Named = { id: string; name: string };

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = kitchen.cooks[0]?.token ?? '';
  cookId = kitchen.cooks[0]?.id ?? '';
  const must = <T>(reply: Reply, name: string): T => {
    if (reply.body.errors || !reply.body.data?.[name]) throw new Error(JSON.stringify(reply.body));
    return reply.body.data[name] as T;
  };
  // Starter's limits at a price of its own (the cheapest monthly plan is what new kitchens try, so not cheaper).
  const plan = must<{ id: string }>(
    await gql(
      stack.gatewayUrl,
      `mutation ($i: SubscriptionPlanInput!) { CreateSubscriptionPlan(input: $i) { id } }`,
      superAdmin,
      {},
      {
        i: {
          name: `Recipe caps ${unique()}`,
          cooksCount: 5,
          recipeCount: 100,
          perCookViewRecipeCount: 100,
          dishesCount: 50,
          price: '39',
          tax: 21,
          discount: 0,
          subscriptionPlan: 'MONTHLY',
          freeDemoDays: 14,
          storageCapacity: 1,
        },
      },
    ),
    'CreateSubscriptionPlan',
  ).id;
  const bought = must<{ client_secret: string }>(
    await gql(
      stack.gatewayUrl,
      `mutation ($input: SubscriptionBuyInput!) { createSubscriptionBuy(input: $input) { client_secret } }`,
      admin,
      {},
      {
        input: {
          subscriptionPlanId: plan,
          accountType: 'PERSON',
          billingAddress: { line_1: 'Dam 1', city: 'Amsterdam', state: 'NH', country: 'NL', postal_code: '1012 JS' },
        },
      },
    ),
    'createSubscriptionBuy',
  );
  must(
    await gql(
      stack.gatewayUrl,
      `mutation ($s: String!, $c: String!) { payWithTestCard(clientSecret: $s, cardNumber: $c) { status } }`,
      admin,
      {},
      { s: bought.client_secret, c: '4242424242424242' },
    ),
    'payWithTestCard',
  );
  await until(
    async () =>
      (await gql(stack.gatewayUrl, `{ getKitchenById(id: "${kitchen.id}") { activeSubscriptionPlan { id } } }`, admin)).body.data
        ?.getKitchenById,
    (k) => (k as { activeSubscriptionPlan: { id: string } | null } | undefined)?.activeSubscriptionPlan?.id === plan,
    { what: 'the kitchen on its own plan' },
  );
  // Small, and no longer offered to anyone else.
  must(
    await gql(
      stack.gatewayUrl,
      `mutation ($id: ID!) { UpdateSubscriptionPlan(id: $id, input: { dishesCount: 3, recipeCount: 12, perCookViewRecipeCount: 3, status: PAUSED }) { id } }`,
      superAdmin,
      {},
      { id: plan },
    ),
    'UpdateSubscriptionPlan',
  );
  // The tests below count on recipe having heard it (billing.subscription.v1).
  const mongo = await MongoClient.connect(stack.mongoUri);
  try {
    const plans = mongo
      .db('brigade_recipe')
      .collection<{ _id: string; dishesCount: number; recipeCount: number; perCookViewRecipeCount: number }>('kitchen_plans');
    await until(
      () => plans.findOne({ _id: kitchen.id }),
      (p) => p?.dishesCount === 3 && p.recipeCount === 12 && p.perCookViewRecipeCount === 3,
      { what: "recipe's statement of the kitchen's small plan" },
    );
  } finally {
    await mongo.close();
  }
}, 180_000);

const media = (n: number) => `/media/${String(n).padStart(32, 'a')}`;

const RECIPE_FIELDS = `id title description coverPic video type isPrivate cookIds utensils yieldValue yieldUnitOfMeasure notes
  category { name } cooks { email } allergens { id } effectiveAllergenIds
  steps { title description image video }
  ingredients { position ingredientsId unitId quantity unitOfMeasure ingredient { name } unit { name } }`;

test('a full recipe round-trips exactly, with everything resolved across subgraphs', async () => {
  const [ingredients, units, categories, allergens] = await Promise.all([
    gql(stack.gatewayUrl, `{ getActiveIngredients { id name } }`, admin),
    gql(stack.gatewayUrl, `{ getUnits(pageNo: 1, sizePerPage: 100) { records { id name } } }`, admin),
    gql(stack.gatewayUrl, `{ getActiveCategory { id name } }`, admin),
    gql(stack.gatewayUrl, `{ getActiveAllergens { id name } }`, admin),
  ]);
  const ingredientList = (ingredients.body.data?.getActiveIngredients as Named[]).slice(0, 12);
  const grams = (units.body.data?.getUnits as { records: Named[] }).records.find((u) => u.name === 'g') as Named;
  const mains = (categories.body.data?.getActiveCategory as Named[]).find((c) => c.name === 'Mains') as Named;
  const celery = (allergens.body.data?.getActiveAllergens as Named[])[0] as Named;
  expect(ingredientList).toHaveLength(12);

  const input = {
    title: 'Braised short rib',
    description: 'Slow braise, glazed to order',
    coverPic: media(1),
    video: media(2),
    type: 'MENU',
    categoryId: mains.id,
    isPrivate: true,
    cookIds: [cookId],
    utensils: ['Dutch oven', 'Chinois'],
    yieldValue: 4,
    yieldUnitOfMeasure: 'portions',
    notes: 'Rest overnight before portioning',
    allergenIds: [celery.id],
    steps: Array.from({ length: 6 }, (_, i) => ({
      title: `Step ${i + 1}`,
      description: `Do step ${i + 1}`,
      image: media(10 + i),
      ...(i % 2 ? { video: media(20 + i) } : {}),
    })),
    ingredients: ingredientList.map((ingredient, i) => ({
      ingredientsId: ingredient.id,
      unitId: grams.id,
      quantity: 10 * (i + 1),
      unitOfMeasure: 'g',
    })),
  };
  // Recipe learns the catalog's ingredients from catalog.ingredient.v1: wait until it knows them all.
  let created: { id: string } | undefined;
  await until(
    async () => {
      const reply = await gql(
        stack.gatewayUrl,
        `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`,
        admin,
        {},
        { i: input },
      );
      created = reply.body.data?.CreateRecipeMenu as { id: string } | undefined;
      return Boolean(created);
    },
    Boolean,
    { timeoutMs: 60_000 },
  );

  const read = await gql(
    stack.gatewayUrl,
    `query ($id: ID!) { getRecipeMenuById(id: $id) { ${RECIPE_FIELDS} } }`,
    admin,
    {},
    { id: created?.id },
  );
  const recipe = read.body.data?.getRecipeMenuById as Record<string, unknown>;
  expect(read.body.errors).toBeUndefined();
  expect(recipe).toMatchObject({
    title: input.title,
    description: input.description,
    coverPic: input.coverPic,
    video: input.video,
    type: 'MENU',
    isPrivate: true,
    cookIds: [cookId],
    utensils: input.utensils,
    yieldValue: 4,
    yieldUnitOfMeasure: 'portions',
    notes: input.notes,
    category: { name: 'Mains' },
    cooks: [{ email: kitchen.cooks[0]?.email }],
    allergens: [{ id: celery.id }],
    steps: input.steps.map((s) => ({ ...s, video: s.video ?? null })),
  });
  expect(recipe.ingredients).toEqual(
    ingredientList.map((ingredient, i) => ({
      position: i + 1,
      ingredientsId: ingredient.id,
      unitId: grams.id,
      quantity: 10 * (i + 1),
      unitOfMeasure: 'g',
      ingredient: { name: ingredient.name },
      unit: { name: 'g' },
    })),
  );
  expect(recipe.effectiveAllergenIds).toEqual(expect.arrayContaining([celery.id]));

  // The cook it is restricted to sees it; the kitchen service counts it as a dish.
  const seen = await gql(stack.gatewayUrl, `{ getRecipeMenu(pageNo: 1, sizePerPage: 10) { total records { title } } }`, cook);
  expect(seen.body.data?.getRecipeMenu).toEqual({ total: 1, records: [{ title: 'Braised short rib' }] });
  await until(async () => {
    const counted = await gql(stack.gatewayUrl, `{ getKitchenById(id: "${kitchen.id}") { menuItemCount } }`, admin);
    return (counted.body.data?.getKitchenById as { menuItemCount: number }).menuItemCount === 1;
  });
  expect(errorCodes(await gql(stack.gatewayUrl, `mutation { DeleteRecipeMenu(id: "${created?.id}") }`, cook))).toEqual(['FORBIDDEN']);
});

test('a step without a title and a line without an ingredient are named in the error', async () => {
  const step = await gql(
    stack.gatewayUrl,
    `mutation { CreateRecipeMenu(input: { title: "Stock", steps: [{ title: "Roast bones" }, { description: "no title" }] }) { id } }`,
    admin,
  );
  expect(step.body.errors?.[0]).toMatchObject({
    message: 'Please enter title',
    extensions: { code: 'BAD_USER_INPUT', field: 'steps.1.title' },
  });
  const line = await gql(
    stack.gatewayUrl,
    `mutation { CreateRecipeMenu(input: { title: "Stock", ingredients: [{ quantity: 2 }] }) { id } }`,
    admin,
  );
  expect(line.body.errors?.[0]).toMatchObject({
    message: 'Please select ingredient',
    extensions: { field: 'ingredients.0.ingredientsId' },
  });
});

const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const call = (query: string, variables: Record<string, unknown> = {}, token = admin) => gql(stack.gatewayUrl, query, token, {}, variables);
const field = <T>(reply: Reply, name: string) => reply.body.data?.[name] as T;

/** Creates a recipe once catalog's announcements of what it names have reached recipe (they cross Kafka). */
async function createWhenKnown(input: Record<string, unknown>, token = admin): Promise<string> {
  let id: string | undefined;
  await until(async () => {
    id = field<{ id: string } | null>(await call(CREATE, { i: input }, token), 'CreateRecipeMenu')?.id;
    return Boolean(id);
  });
  return id as string;
}

async function catalogIds(): Promise<{
  ingredient: (name: string) => string;
  unit: (name: string) => string;
  allergen: (code: string) => string;
}> {
  const [ingredients, units, allergens] = await Promise.all([
    call(`{ getActiveIngredients { id name } }`),
    call(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id name } } }`),
    call(`{ getActiveAllergens { id code } }`),
  ]);
  const find = <T extends { id: string }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`no ${what}`);
    return row.id;
  };
  return {
    ingredient: (name) => find(field<Named[]>(ingredients, 'getActiveIngredients'), (r) => r.name === name, name),
    unit: (name) => find(field<{ records: Named[] }>(units, 'getUnits').records, (r) => r.name === name, name),
    allergen: (code) => find(field<{ id: string; code: string }[]>(allergens, 'getActiveAllergens'), (r) => r.code === code, code),
  };
}

test('scaling 4 portions to 10, and allergens rolled up from ingredients, with worked numbers; the roll-up follows catalog', async () => {
  const ids = await catalogIds();
  const line = (name: string, quantity: number, unit: string) => ({
    ingredientsId: ids.ingredient(name),
    unitId: ids.unit(unit),
    quantity,
    unitOfMeasure: unit,
  });
  const quiche = await createWhenKnown({
    title: 'Quiche lorraine',
    type: 'RECIPE',
    yieldValue: 4,
    yieldUnitOfMeasure: 'portions',
    allergenIds: [ids.allergen('CELERY')],
    ingredients: [
      line('Wheat flour', 250, 'g'),
      line('Sea salt', 3, 'g'),
      line('Olive oil', 7, 'ml'),
      line('Cream', 0.15, 'l'),
      line('Eggs', 3, 'pcs'),
    ],
  });

  const scaled = await call(
    `query ($id: ID!) { getRecipeMenuById(id: $id, scaleToYield: 10) {
      yieldValue scaledYieldValue ingredients { quantity scaledQuantity unitOfMeasure }
      allergens { code } effectiveAllergens { code } } }`,
    { id: quiche },
  );
  const recipe = field<{
    yieldValue: number;
    scaledYieldValue: number;
    ingredients: { quantity: number; scaledQuantity: number; unitOfMeasure: string }[];
    allergens: { code: string }[];
    effectiveAllergens: { code: string }[];
  }>(scaled, 'getRecipeMenuById');
  expect(recipe).toMatchObject({ yieldValue: 4, scaledYieldValue: 10 });
  expect(recipe.ingredients.map((l) => [l.quantity, l.scaledQuantity, l.unitOfMeasure])).toEqual([
    [250, 625, 'g'],
    [3, 7.5, 'g'],
    [7, 18, 'ml'],
    [0.15, 0.375, 'l'],
    [3, 7.5, 'pcs'],
  ]);
  expect(recipe.allergens).toEqual([{ code: 'CELERY' }]);
  expect(recipe.effectiveAllergens.map((a) => a.code).sort()).toEqual(['CELERY', 'EGGS', 'GLUTEN', 'MILK']);

  const freeOf = async (code: string) =>
    field<{ records: Named[] }>(
      await call(`query ($f: RecipeMenuFilters) { getRecipeMenu(filters: $f) { records { id } } }`, {
        f: { search: 'quiche', freeOfAllergenIds: [ids.allergen(code)] },
      }),
      'getRecipeMenu',
    ).records.map((r) => r.id);
  // Milk is in none of its own allergens, only in the cream: it is still not milk-free.
  expect(await freeOf('MILK')).toEqual([]);
  expect(await freeOf('FISH')).toEqual([quiche]);

  // The platform's salt turns out to contain mustard: the quiche is no longer mustard-free.
  // (The salt is every kitchen's on the shared stack: its statements are put back afterwards.)
  expect(await freeOf('MUSTARD')).toEqual([quiche]);
  const STATEMENTS = 'allergenIds mayContainAllergenIds freeFromAllergenIds';
  const before = field<Record<string, string[]>>(
    await call(`query ($id: ID!) { getIngredientsById(id: $id) { ${STATEMENTS} } }`, { id: ids.ingredient('Sea salt') }),
    'getIngredientsById',
  );
  const update = (i: Record<string, string[]>) =>
    call(
      `mutation ($id: ID!, $i: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $i) { id } }`,
      { id: ids.ingredient('Sea salt'), i },
      superAdmin,
    );
  try {
    const salt = await update({ allergenIds: [ids.allergen('MUSTARD')] });
    expect(salt.body.errors).toBeUndefined();
    await until(async () => (await freeOf('MUSTARD')).length === 0);
  } finally {
    expect((await update(before)).body.errors).toBeUndefined();
  }
});

test('an ingredient renamed in catalog reads under its new name on the recipe at once', async () => {
  const ids = await catalogIds();
  const quiche = field<{ records: { id: string }[] }>(
    await call(`{ getRecipeMenu(filters: { search: "Quiche lorraine" }) { records { id } } }`),
    'getRecipeMenu',
  ).records[0]?.id;
  const names = async (token: string) =>
    field<{ ingredients: { ingredient: { name: string } }[] }>(
      await call(`query ($id: ID!) { getRecipeMenuById(id: $id) { ingredients { ingredient { name } } } }`, { id: quiche }, token),
      'getRecipeMenuById',
    ).ingredients.map((l) => l.ingredient.name);
  // Read once by each, so catalog holds the old name in memory (README 'Reference cache').
  expect(await names(admin)).toContain('Olive oil');
  const rename = (name: string) =>
    call(
      `mutation ($id: ID!, $i: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $i) { id } }`,
      { id: ids.ingredient('Olive oil'), i: { name } },
      superAdmin,
    );
  expect((await rename('Extra virgin olive oil')).body.errors).toBeUndefined();
  try {
    expect(await names(admin)).toContain('Extra virgin olive oil');
    expect(await names(admin)).not.toContain('Olive oil');
  } finally {
    expect((await rename('Olive oil')).body.errors).toBeUndefined();
  }
  expect(await names(admin)).toContain('Olive oil');
});

test("a deleted category's dishes move to 'ALL' and lose their sub-category", async () => {
  const category = field<{ id: string }>(await call(`mutation { CreateCategory(input: { name: "Pop-up" }) { id } }`), 'CreateCategory');
  const sub = field<{ id: string }>(
    await call(`mutation ($c: ID!) { CreateSubCategory(input: { name: "Tacos", categoryId: $c }) { id } }`, { c: category.id }),
    'CreateSubCategory',
  );
  const taco = await createWhenKnown({ title: 'Fish taco', type: 'MENU', categoryId: category.id, subCategoryId: sub.id });
  const filed = `query ($id: ID!) { getRecipeMenuById(id: $id) { category { name } subCategory { name } } }`;
  expect(field(await call(filed, { id: taco }), 'getRecipeMenuById')).toEqual({
    category: { name: 'Pop-up' },
    subCategory: { name: 'Tacos' },
  });

  expect((await call(`mutation ($id: ID!) { DeleteCategory(id: $id) { code } }`, { id: category.id })).body.errors).toBeUndefined();
  await until(
    async () =>
      JSON.stringify(field(await call(filed, { id: taco }), 'getRecipeMenuById')) ===
      JSON.stringify({ category: { name: 'ALL' }, subCategory: null }),
  );
  // And it cannot be filed there again.
  const refused = await call(CREATE, { i: { title: 'Another taco', categoryId: category.id } });
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'Please choose a category from the list',
    extensions: { field: 'categoryId' },
  });
});

test('a cook sees at most the plan’s allowance, chosen by the kitchen’s order; anything else is Access Forbidden', async () => {
  for (const n of [1, 2, 3, 4]) await createWhenKnown({ title: `Mise en place ${n}`, type: 'RECIPE' });
  const hidden = await createWhenKnown({ title: 'Chef only', type: 'RECIPE', isPrivate: true, cookIds: [] });
  type Row = { id: string; title: string; status: string; isPrivate: boolean; cookIds: string[] };
  const all = async () =>
    field<{ records: Row[] }>(
      await call(`{ getRecipeMenu(pageNo: 1, sizePerPage: 100, sort: ORDER) { records { id title status isPrivate cookIds } } }`),
      'getRecipeMenu',
    ).records;
  const cookMay = (rows: Row[]) => rows.filter((r) => r.status === 'ACTIVE' && (!r.isPrivate || r.cookIds.includes(cookId)));
  const cookSees = async () =>
    field<{ total: number; records: Named[] }>(
      await call(`{ getRecipeMenu(pageNo: 1, sizePerPage: 100, sort: ORDER) { total records { id title } } }`, {}, cook),
      'getRecipeMenu',
    );
  const readAsCook = async (id: string) => call(`query ($id: ID!) { getRecipeMenuById(id: $id) { title } }`, { id }, cook);

  let rows = await all();
  const allowed = cookMay(rows);
  expect(allowed.length).toBeGreaterThan(3);
  // The allowance of 3 comes from the plan, through billing's event: wait for it to arrive.
  await until(async () => (await cookSees()).total === 3);
  const seen = await cookSees();
  expect(seen.total).toBe(3);
  expect(seen.records.map((r) => r.id)).toEqual(allowed.slice(0, 3).map((r) => r.id));
  const beyond = allowed[3] as Row;
  const denied = await readAsCook(beyond.id);
  expect(denied.body.errors?.[0]).toMatchObject({ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } });
  expect(errorCodes(await readAsCook(hidden))).toEqual(['FORBIDDEN']);

  // The admin drags it to the top: now it is among the three, and the third one drops out.
  const reordered = [beyond.id, ...rows.map((r) => r.id).filter((id) => id !== beyond.id)];
  expect((await call(`mutation ($ids: [ID!]!) { UpdateRecipeOrder(ids: $ids) }`, { ids: reordered })).body.data).toEqual({
    UpdateRecipeOrder: true,
  });
  rows = await all();
  expect(field<{ title: string }>(await readAsCook(beyond.id), 'getRecipeMenuById').title).toBe(beyond.title);
  expect(errorCodes(await readAsCook((allowed[2] as Row).id))).toEqual(['FORBIDDEN']);
  expect((await cookSees()).records.map((r) => r.id)).toEqual(
    cookMay(rows)
      .slice(0, 3)
      .map((r) => r.id),
  );
});

test("another kitchen's category, ingredient and cook cannot be used, though that kitchen can use them", async () => {
  const kitchenB = field<{ id: string }>(
    await call(`mutation { CreateKitchen(input: { name: "Other house" }) { id } }`, {}, superAdmin),
    'CreateKitchen',
  ).id;
  const category = field<{ id: string }>(
    await call(`mutation ($k: ID!) { CreateCategory(input: { name: "B's own", kitchenId: $k }) { id } }`, { k: kitchenB }, superAdmin),
    'CreateCategory',
  ).id;
  const ingredient = field<{ id: string }>(
    await call(`mutation ($k: ID!) { CreateIngredients(input: { name: "B's sauce", kitchenId: $k }) { id } }`, { k: kitchenB }, superAdmin),
    'CreateIngredients',
  ).id;
  // Identity hears of the new kitchen from kitchen's events.
  let cookB = '';
  await until(async () => {
    const reply = await call(
      `mutation ($k: ID!, $e: String!) { CreateKitchenCook(input: { kitchenId: $k, fName: "Bea", lName: "B", email: $e }) { user { id } } }`,
      { k: kitchenB, e: `bea-${unique()}@other.test` },
      superAdmin,
    );
    cookB = field<{ user: { id: string } } | null>(reply, 'CreateKitchenCook')?.user.id ?? '';
    return Boolean(cookB);
  });
  const lines = [{ ingredientsId: ingredient, quantity: 1 }];
  // Kitchen B's own recipe may use all three: so recipe has heard of them.
  await createWhenKnown(
    { title: 'B special', kitchenId: kitchenB, categoryId: category, ingredients: lines, cookIds: [cookB] },
    superAdmin,
  );

  const attempt = async (input: Record<string, unknown>) => (await call(CREATE, { i: { title: 'Borrowed', ...input } })).body.errors?.[0];
  expect(await attempt({ categoryId: category })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'categoryId' } });
  // Another kitchen's ingredient is refused on the line that names it, exactly as one that is not there (#43).
  expect(await attempt({ ingredients: lines })).toMatchObject({
    message: 'Please select ingredient',
    extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.ingredientsId' },
  });
  expect(await attempt({ cookIds: [cookB] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'cookIds' } });
  // Nor may this kitchen's admin write into kitchen B.
  expect(errorCodes(await call(CREATE, { i: { title: 'Planted', kitchenId: kitchenB } }))).toEqual(['FORBIDDEN']);
});

test('menu items and recipes beyond the plan are refused with the numbers, also by changing a type', async () => {
  const countOf = async (type: string) =>
    field<{ total: number }>(
      await call(`query ($f: RecipeMenuFilters) { getRecipeMenu(filters: $f) { total } }`, { f: { type } }),
      'getRecipeMenu',
    ).total;
  for (let n = await countOf('MENU'); n < 3; n++) await createWhenKnown({ title: `Dish ${n}`, type: 'MENU' });
  const refused = await call(CREATE, { i: { title: 'One dish too many', type: 'MENU' } });
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'Your plan allows 3 menu items and the kitchen has 3',
    extensions: { code: 'PLAN_LIMIT_REACHED', used: 3, allowed: 3 },
  });
  const recipe = await createWhenKnown({ title: 'Base recipe', type: 'RECIPE' });
  expect(errorCodes(await call(`mutation ($id: ID!) { UpdateRecipeMenu(id: $id, input: { type: MENU }) { id } }`, { id: recipe }))).toEqual(
    ['PLAN_LIMIT_REACHED'],
  );

  for (let n = (await countOf('RECIPE')) + (await countOf('UNKNOWN')); n < 12; n++) await createWhenKnown({ title: `Prep ${n}` });
  expect(field<{ total: number }>(await call(`{ getRecipeMenu { total } }`), 'getRecipeMenu').total).toBe(15);
  const tooMany = await call(CREATE, { i: { title: 'One recipe too many' } });
  expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'PLAN_LIMIT_REACHED', used: 12, allowed: 12 });
});

test('a page with every reference resolved costs at most one call per subgraph, however many rows and fields', async () => {
  const page = `{ getRecipeMenu(pageNo: 1, sizePerPage: 20) { total records { title category { name } subCategory { name }
    ingredients { ingredient { name } unit { name } } allergens { name } effectiveAllergens { name } cooks { email } } } }`;
  const services = Object.entries(stack.serviceUrls);
  const before = await Promise.all(services.map(([, url]) => graphqlCalls(url)));
  const reply = await call(page);
  const after = await Promise.all(services.map(([, url]) => graphqlCalls(url)));
  const records = field<{ records: { ingredients: unknown[] }[] }>(reply, 'getRecipeMenu').records;
  expect(records.length).toBeGreaterThan(10);
  expect(records.some((r) => r.ingredients.length >= 5)).toBe(true);
  const calls = Object.fromEntries(services.map(([name], i) => [name, (after[i] ?? 0) - (before[i] ?? 0)]));
  expect(calls).toEqual({ identity: 1, kitchen: 0, catalog: 1, recipe: 1, billing: 0 });
});
