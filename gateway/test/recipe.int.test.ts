import { startStack, type Stack } from '@brigade/dev-stack';
import { errorCodes, gql, signIn, until } from './support';

/**
 * A professional recipe through the gateway, across real processes: written by the demo kitchen's
 * admin with 12 ingredient lines and 6 steps with media, read back exactly, with its category,
 * ingredients, units, allergens and cooks resolved from catalog and identity; counted by the
 * kitchen service from recipe's events; seen by the cook it is restricted to.
 */
let stack: Stack;
let admin: string;
let cook: string;
let cookId: string;

type Named = { id: string; name: string };

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  admin = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
  cook = await signIn(stack.gatewayUrl, 'cook@demo.brigade.local');
  cookId = ((await gql(stack.gatewayUrl, `{ me { id } }`, cook)).body.data?.me as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

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
  await until(async () => {
    const reply = await gql(
      stack.gatewayUrl,
      `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`,
      admin,
      {},
      { i: input },
    );
    created = reply.body.data?.CreateRecipeMenu as { id: string } | undefined;
    return Boolean(created);
  }, 60_000);

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
    cooks: [{ email: 'cook@demo.brigade.local' }],
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
    const kitchen = await gql(stack.gatewayUrl, `{ getKitchenById(id: "64b000000000000000000001") { menuItemCount } }`, admin);
    return (kitchen.body.data?.getKitchenById as { menuItemCount: number }).menuItemCount === 1;
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
