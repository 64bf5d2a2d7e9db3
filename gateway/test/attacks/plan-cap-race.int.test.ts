import { errorCodes, gql, newKitchen, sharedStack, until, type Reply, type SharedStack } from '@brigade/test-kit';
import { MongoClient, ObjectId } from 'mongodb';

/**
 * Attack: racing the plan caps. A kitchen admin fires many creating calls at once, hoping that
 * each request counts the kitchen's cooks (or recipes, or dishes) before any of the others has
 * written, so that all of them see room under the cap and the kitchen ends up far over its plan.
 * 30 CreateKitchenCook, then 30 CreateRecipeMenu of type RECIPE, then 30 of type MENU, each batch
 * in parallel through the gateway. The cap holds if exactly the free slots were taken and every
 * other call was refused with PLAN_LIMIT_REACHED. (The reservation lives in the database, so it
 * holds across replicas too: packages/service-kit/test/usage-caps.test.ts races two connections.)
 * The kitchen is this file's own, on the shared stack; the 30 invitations fit the per-address limit
 * (30 an hour) because the file's requests come from an address of its own (the kit's sharedStack).
 */
const PARALLEL = 30;
/** Places left under each recipe cap when the attack starts: the kitchen is filled up to here first. */
const FREE = 5;
let KITCHEN: ObjectId;
let stack: SharedStack;
let mongo: MongoClient;
let admin: string;
let attempts = 0;
let succeeded = 0;

beforeAll(async () => {
  stack = await sharedStack();
  mongo = await MongoClient.connect(stack.mongoUri);
  const kitchen = await newKitchen(stack);
  KITCHEN = new ObjectId(kitchen.id);
  admin = kitchen.admin.token;
}, 180_000);

afterAll(async () => {
  process.stdout.write(`plan-cap-race: ${attempts} attempts, ${succeeded} went over a cap\n`);
  await mongo?.close();
});

/** Fires `calls` at once and sorts the replies into created and refused (with their codes). */
async function fire(calls: (() => Promise<Reply>)[], field: string) {
  attempts += calls.length;
  const replies = await Promise.all(calls.map((call) => call()));
  const created = replies.filter((r) => r.body.data?.[field]);
  const refused = replies.filter((r) => !r.body.data?.[field]);
  return { created: created.length, codes: refused.flatMap(errorCodes), refused };
}

test('30 parallel CreateKitchenCook on a trial kitchen create exactly its free cook slots', async () => {
  const context = await gql(stack.gatewayUrl, '{ meContext { cookLimit } }', admin);
  const allowed = (context.body.data?.meContext as { cookLimit: number }).cookLimit;
  const cooks = () =>
    mongo
      .db('brigade_identity')
      .collection('users')
      .countDocuments({ kitchenId: KITCHEN, isCook: true, _deleted: { $ne: true } });
  const before = await cooks();
  expect(before).toBeLessThan(allowed);

  const run = Date.now();
  const { created, codes, refused } = await fire(
    Array.from(
      { length: PARALLEL },
      (_, i) => () =>
        gql(
          stack.gatewayUrl,
          `mutation { CreateKitchenCook(input: { fName: "Race", lName: "${i}", email: "race-${run}-${i}@cap.test" }) { code } }`,
          admin,
        ),
    ),
    'CreateKitchenCook',
  );
  const after = await cooks();
  succeeded += Math.max(0, after - allowed);
  expect(created).toBe(allowed - before);
  expect(after).toBe(allowed);
  expect(codes).toEqual(Array(PARALLEL - created).fill('PLAN_LIMIT_REACHED'));
  expect(refused[0]?.body.errors?.[0]?.extensions).toMatchObject({ allowed });
}, 120_000);

/** Fills the kitchen (Starter trial: 100 recipes, 50 dishes) up to FREE places below its cap, ten at a time. */
async function fillUpTo(type: string, count: () => Promise<number>, target: number): Promise<void> {
  let n = 0;
  while ((await count()) < target) {
    const batch = Math.min(10, target - (await count()));
    const replies = await Promise.all(
      Array.from({ length: batch }, () =>
        gql(stack.gatewayUrl, `mutation { CreateRecipeMenu(input: { title: "Filler ${type} ${++n}", type: ${type} }) { id } }`, admin),
      ),
    );
    const failed = replies.find((r) => r.body.errors);
    if (failed) throw new Error(`filling up failed: ${JSON.stringify(failed.body.errors)}`);
  }
}

test.each([
  ['RECIPE', ['RECIPE', 'UNKNOWN'], 'recipeCount'],
  ['MENU', ['MENU'], 'dishesCount'],
] as const)(
  '30 parallel CreateRecipeMenu of type %s create exactly the free places',
  async (type, counted, limit) => {
    const plans = mongo.db('brigade_recipe').collection<{ _id: string; recipeCount: number; dishesCount: number }>('kitchen_plans');
    await until(async () => (await plans.findOne({ _id: KITCHEN.toHexString() })) !== null);
    const allowed = (await plans.findOne({ _id: KITCHEN.toHexString() }))?.[limit] ?? 0;
    const recipes = () =>
      mongo
        .db('brigade_recipe')
        .collection('recipemenus')
        .countDocuments({ kitchenId: KITCHEN, type: { $in: [...counted] }, _deleted: { $ne: true } });
    await fillUpTo(type, recipes, allowed - FREE);
    const before = await recipes();
    expect(before).toBe(allowed - FREE);

    const { created, codes } = await fire(
      Array.from(
        { length: PARALLEL },
        (_, i) => () =>
          gql(stack.gatewayUrl, `mutation { CreateRecipeMenu(input: { title: "Race ${type} ${i}", type: ${type} }) { id } }`, admin),
      ),
      'CreateRecipeMenu',
    );
    const after = await recipes();
    succeeded += Math.max(0, after - allowed);
    expect(created).toBe(FREE);
    expect(after).toBe(allowed);
    expect(codes).toEqual(Array(PARALLEL - created).fill('PLAN_LIMIT_REACHED'));
  },
  180_000,
);
