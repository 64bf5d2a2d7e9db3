/**
 * Attack class (#43, 5): numbers without bounds. 1,000,000,000 kg of salt was saved without a word
 * (the cost panel said "€1,250,000,000.00 — Complete"), and a quantity of 1e308 kg or a yield of
 * 5e-324 portions made Menu costing fail for the whole kitchen with INTERNAL_SERVER_ERROR. A save
 * is refused on the field, in the person's language; a dish stored so before is a gap on itself.
 */
import { gql, newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';
import { MongoClient, ObjectId } from 'mongodb';

let stack: SharedStack;
let admin: string;
let kitchenId: string;
let salt: string;
let kilo: string;

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack);
  admin = kitchen.admin.token;
  kitchenId = kitchen.id;
  const catalog = await gql(
    stack.gatewayUrl,
    '{ getActiveIngredients { id } getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }',
    admin,
  );
  salt = (catalog.body.data?.getActiveIngredients as { id: string }[])[0]!.id;
  kilo = (catalog.body.data?.getUnits as { records: { id: string; code: string }[] }).records.find((u) => u.code === 'kg')!.id;
}, 180_000);

test('1,000,000,000 kg of salt is refused on the line, in the admin’s language', async () => {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`,
    admin,
    { 'accept-language': 'nl' },
    { i: { title: 'Brine', ingredients: [{ position: 1, ingredientsId: salt, quantity: 1e9, unitId: kilo }] } },
  );
  expect(reply.body.errors?.[0]).toMatchObject({
    message: 'Vul een hoeveelheid van 0,001 tot 100.000 in',
    extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.quantity' },
  });
});

test('dishes stored with 1e308 kg or a yield of 5e-324 portions are gaps, and Menu costing answers', async () => {
  const mongo = await MongoClient.connect(stack.mongoUri);
  try {
    const dish = (title: string, quantity: number, yieldValue: number) => ({
      _id: new ObjectId(),
      kitchenId: new ObjectId(kitchenId),
      title,
      type: 'MENU',
      status: 'ACTIVE',
      isPrivate: false,
      cookIds: [],
      order: 1,
      yieldValue,
      sellingPrice: '20.00',
      ingredients: [{ _id: new ObjectId(), position: 1, ingredientsId: new ObjectId(salt), unitId: new ObjectId(kilo), quantity }],
      subRecipeIds: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await mongo
      .db('brigade_recipe')
      .collection('recipemenus')
      .insertMany([dish('Huge', 1e308, 4), dish('Tiny yield', 0.1, 5e-324)]);
  } finally {
    await mongo.close();
  }
  const reply = await gql(
    stack.gatewayUrl,
    `{ getMenuCosting { title foodCostPercent cost { perPortion complete missing { kind } } ingredients { grams } } }`,
    admin,
  );
  expect(reply.body.errors).toBeUndefined();
  type Dish = { title: string; foodCostPercent: number | null; cost: { complete: boolean; missing: { kind: string }[] } };
  const dishes = new Map((reply.body.data?.getMenuCosting as Dish[]).map((d) => [d.title, d]));
  expect(dishes.get('Huge')?.cost.missing.map((m) => m.kind)).toContain('OUT_OF_RANGE');
  expect(dishes.get('Tiny yield')).toMatchObject({ foodCostPercent: null, cost: { complete: false } });
});
