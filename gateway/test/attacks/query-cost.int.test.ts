/**
 * Attack class: queries that cost far more than they look. 15 aliases of a 100-recipe page with
 * steps, lines and their references passed the old cost limit (it multiplied only literal
 * first/last), came back as megabytes, and the gateway's batched reference fetch went over
 * catalog's body limit (INTERNAL_SERVER_ERROR). Each must be refused up front with a clear error
 * (QUERY_TOO_COSTLY, HTTP 400), page size given literally or as a variable, while a real console
 * page of 100 recipes with its references still answers.
 */
import { gql, newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';
import { MongoClient, ObjectId } from 'mongodb';

/** The kitchen and its 100 recipes are this file's own, on the shared stack. */
let stack: SharedStack;
let admin: string;
let KITCHEN: string;

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack);
  KITCHEN = kitchen.id;
  admin = kitchen.admin.token;
  // 100 full recipes, straight into recipe's database: the plan's recipe cap is not what is tested here.
  const ingredients = await gql(stack.gatewayUrl, '{ getIngredients(pageNo: 1, sizePerPage: 20) { records { id name } } }', admin);
  const lines = (ingredients.body.data?.getIngredients as { records: { id: string; name: string }[] }).records;
  const mongo = await MongoClient.connect(stack.mongoUri);
  const now = new Date();
  await mongo
    .db('brigade_recipe')
    .collection('recipemenus')
    .insertMany(
      Array.from({ length: 100 }, (_, i) => ({
        _id: new ObjectId(),
        kitchenId: new ObjectId(KITCHEN),
        title: `Bulk recipe ${i}`,
        type: 'RECIPE',
        status: 'ACTIVE',
        isPrivate: false,
        order: 1000 + i,
        description: 'x'.repeat(500),
        steps: Array.from({ length: 10 }, (_, s) => ({ _id: new ObjectId(), title: `Step ${s}`, description: 'y'.repeat(300) })),
        ingredients: lines.map((l, p) => ({ _id: new ObjectId(), position: p + 1, ingredientsId: new ObjectId(l.id), quantity: 100 + p })),
        ingredientNames: lines.map((l) => l.name),
        createdAt: now,
        updatedAt: now,
      })),
    );
  await mongo.close();
}, 180_000);

const PAGE = (alias: string, size: string) => `${alias}: getRecipeMenu(pageNo: 1, sizePerPage: ${size}) {
  records { id title description steps { title description } ingredients { quantity unitOfMeasure ingredient { id name } unit { id name } }
    category { id name } allergens { id name } } }`;

describe('costly queries are refused before any subgraph is asked', () => {
  const attacks: [string, string, Record<string, unknown>][] = [
    ['15 aliases, literal page size', `{ ${Array.from({ length: 15 }, (_, i) => PAGE(`p${i}`, '100')).join('\n')} }`, {}],
    [
      '15 aliases, page size in a variable',
      `query($n: Int) { ${Array.from({ length: 15 }, (_, i) => PAGE(`p${i}`, '$n')).join('\n')} }`,
      { n: 100 },
    ],
    ['5 aliases, literal page size', `{ ${Array.from({ length: 5 }, (_, i) => PAGE(`p${i}`, '100')).join('\n')} }`, {}],
  ];
  it.each(attacks)('%s', async (_what, query, variables) => {
    const reply = await gql(stack.gatewayUrl, query, admin, {}, variables);
    expect(reply.status).toBe(400);
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: expect.any(Number) });
    expect(reply.body.errors?.[0]?.message).toMatch(/too much at once/);
  });
});

describe('legitimate large pages still answer', () => {
  it("the recipe list's page of 100 with its references (console-kit's RecipeMenus)", async () => {
    const query = `query RecipeMenus($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters, $sort: RecipeMenuSort) {
      getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: $sort) {
        total records { id title coverPic type status kitchenId isPrivate order category { id name } updatedAt } } }`;
    const reply = await gql(
      stack.gatewayUrl,
      query,
      admin,
      {},
      { pageNo: 1, sizePerPage: 100, filters: { type: 'RECIPE' }, sort: 'ORDER' },
    );
    expect(reply.body.errors).toBeUndefined();
    expect((reply.body.data?.getRecipeMenu as { records: unknown[] }).records).toHaveLength(100);
  });

  it('one page of 100 full recipes with steps, lines and references (one batched fetch per subgraph)', async () => {
    const reply = await gql(stack.gatewayUrl, `{ ${PAGE('page', '100')} }`, admin);
    expect(reply.body.errors).toBeUndefined();
    const records = (reply.body.data?.page as { records: { ingredients: { ingredient: { name: string } | null }[] }[] }).records;
    expect(records).toHaveLength(100);
    expect(records.every((r) => r.ingredients.every((l) => l.ingredient?.name))).toBe(true);
  });
});
