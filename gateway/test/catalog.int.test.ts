import { newEvent, Topics, type RecipeSummary } from '@brigade/events';
import { errorCodes, gql, newKitchen, sharedStack, signInSuperAdmin, unique, until, type SharedStack } from '@brigade/test-kit';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient, ObjectId } from 'mongodb';

/**
 * The catalog across real processes: a kitchen admin's category is deleted through the gateway,
 * its CategoryDeleted event leaves catalog's outbox over Kafka, and the recipe service moves the
 * kitchen's dish to 'ALL'. recipe.recipe.v1 feeds catalog's usage counts, which guard deletions.
 * The kitchen is this file's own, on the shared stack.
 */
let stack: SharedStack;
let mongo: MongoClient;
let admin: string;
let superAdmin: string;
let KITCHEN: ObjectId;

const data = <T>(reply: Awaited<ReturnType<typeof gql>>): T => {
  if (reply.body.errors?.length || !reply.body.data) throw new Error(`unexpected reply: ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
};

beforeAll(async () => {
  stack = await sharedStack();
  mongo = await MongoClient.connect(stack.mongoUri);
  const kitchen = await newKitchen(stack);
  KITCHEN = new ObjectId(kitchen.id);
  admin = kitchen.admin.token;
  superAdmin = await signInSuperAdmin(stack);
}, 180_000);

afterAll(async () => {
  await mongo?.close();
});

test("deleting a kitchen's category moves its dishes to 'ALL' in the recipe service", async () => {
  const active = data<{ getActiveCategory: { id: string; name: string; isPermanent: boolean }[] }>(
    await gql(stack.gatewayUrl, '{ getActiveCategory { id name isPermanent } }', admin),
  );
  const all = active.getActiveCategory.find((c) => c.isPermanent);
  expect(all?.name).toBe('ALL');

  const created = data<{ CreateCategory: { id: string; kitchenId: string } }>(
    await gql(stack.gatewayUrl, 'mutation { CreateCategory(input: { name: "Chef specials" }) { id kitchenId } }', admin),
  );
  expect(created.CreateCategory.kitchenId).toBe(KITCHEN.toHexString());
  const sub = data<{ CreateSubCategory: { id: string } }>(
    await gql(
      stack.gatewayUrl,
      `mutation { CreateSubCategory(input: { name: "Weekly", categoryId: "${created.CreateCategory.id}" }) { id } }`,
      admin,
    ),
  );

  // The recipe service has no create mutation yet (#6): the dish goes straight into its database.
  const dishId = new ObjectId();
  await mongo
    .db('brigade_recipe')
    .collection('recipemenus')
    .insertOne({
      _id: dishId,
      title: 'Lobster thermidor',
      type: 'MENU',
      status: 'ACTIVE',
      kitchenId: KITCHEN,
      categoryId: new ObjectId(created.CreateCategory.id),
      subCategoryId: new ObjectId(sub.CreateSubCategory.id),
    });
  const DISH = `{ getRecipeMenuById(id: "${dishId.toHexString()}") { categoryId subCategoryId } }`;
  expect(data(await gql(stack.gatewayUrl, DISH, admin))).toEqual({
    getRecipeMenuById: { categoryId: created.CreateCategory.id, subCategoryId: sub.CreateSubCategory.id },
  });

  const deleted = data<{ DeleteCategory: { message: string } }>(
    await gql(stack.gatewayUrl, `mutation { DeleteCategory(id: "${created.CreateCategory.id}") { code message } }`, admin, {
      locale: 'nl',
    }),
  );
  expect(deleted.DeleteCategory.message).toBe("De categorie is verwijderd; de gerechten staan nu in 'ALL'");

  await until(async () => {
    const dish = data<{ getRecipeMenuById: { categoryId: string } }>(await gql(stack.gatewayUrl, DISH, admin));
    return dish.getRecipeMenuById.categoryId === all?.id;
  });
  expect(data(await gql(stack.gatewayUrl, DISH, admin))).toEqual({ getRecipeMenuById: { categoryId: all?.id, subCategoryId: null } });
  // Once published, the relay removes the deleted rows from catalog's database.
  await until(
    async () =>
      (await mongo
        .db('brigade_catalog')
        .collection('categories')
        .countDocuments({ _id: new ObjectId(created.CreateCategory.id) })) === 0,
  );
}, 60_000);

test("'ALL' cannot be deleted through the gateway either, and a kitchen admin cannot rename platform ingredients", async () => {
  const active = data<{ getActiveCategory: { id: string; isPermanent: boolean }[] }>(
    await gql(stack.gatewayUrl, '{ getActiveCategory { id isPermanent } }', superAdmin),
  );
  const all = active.getActiveCategory.find((c) => c.isPermanent)?.id;
  const reply = await gql(stack.gatewayUrl, `mutation { DeleteCategory(id: "${all}") { code } }`, superAdmin);
  expect(reply.body.errors?.[0]).toMatchObject({
    message: "The category 'ALL' is permanent: it cannot be deleted, renamed or paused",
    extensions: { code: 'BAD_USER_INPUT', field: 'id' },
  });
  // Kitchen admins write their own ingredients (issue #21), but a platform one only for their conversions.
  const platform = data<{ getActiveIngredients: { id: string; kitchenId: string | null }[] }>(
    await gql(stack.gatewayUrl, '{ getActiveIngredients { id kitchenId } }', admin),
  ).getActiveIngredients.find((i) => i.kitchenId === null)?.id;
  const rename = `mutation { UpdateIngredients(id: "${platform}", input: { name: "Saffron" }) { id } }`;
  expect(errorCodes(await gql(stack.gatewayUrl, rename, admin))).toEqual(['FORBIDDEN']);
  expect(errorCodes(await gql(stack.gatewayUrl, '{ getActiveAllergens { id } }'))).toEqual(['UNAUTHENTICATED']);
});

test('an ingredient a recipe uses (heard from recipe.recipe.v1) is only deleted when a super admin forces it', async () => {
  const created = data<{ CreateIngredients: { id: string } }>(
    // A platform ingredient of this file's own: unique, as platform names are.
    await gql(stack.gatewayUrl, `mutation { CreateIngredients(input: { name: "Saffron ${unique()}" }) { id } }`, superAdmin),
  );
  const ingredientId = created.CreateIngredients.id;
  const summary: RecipeSummary = {
    recipeId: new ObjectId().toHexString(),
    kitchenId: KITCHEN.toHexString(),
    type: 'RECIPE',
    status: 'ACTIVE',
    categoryId: null,
    subCategoryId: null,
    ingredientIds: [ingredientId],
    allergenIds: [],
    cookIds: [],
  };
  const producer = new Kafka({ clientId: 'catalog-test', brokers: [stack.kafkaBrokers], logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  try {
    const event = newEvent('RecipeCreated', summary, { producer: 'recipe', aggregateId: summary.recipeId, kitchenId: summary.kitchenId });
    await producer.send({ topic: Topics.recipe, messages: [{ key: summary.recipeId, value: JSON.stringify(event) }] });
  } finally {
    await producer.disconnect();
  }

  const COUNT = `{ getIngredientsById(id: "${ingredientId}") { recipeCount } }`;
  await until(
    async () =>
      data<{ getIngredientsById: { recipeCount: number } }>(await gql(stack.gatewayUrl, COUNT, admin)).getIngredientsById.recipeCount === 1,
  );
  const refused = await gql(stack.gatewayUrl, `mutation { DeleteIngredients(id: "${ingredientId}") { code } }`, superAdmin);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'This ingredient is used in 1 recipe',
    extensions: { code: 'BAD_USER_INPUT', usedBy: { recipes: 1 } },
  });
  const forced = await gql(stack.gatewayUrl, `mutation { DeleteIngredients(id: "${ingredientId}", force: true) { code } }`, superAdmin);
  expect(data(forced)).toEqual({ DeleteIngredients: { code: 200 } });
  expect(data(await gql(stack.gatewayUrl, COUNT, superAdmin))).toEqual({ getIngredientsById: null });
}, 60_000);
