import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent } from '@brigade/events';
import { ownerLookup } from '@brigade/service-kit';
import mongoose, { Types, type Connection } from 'mongoose';
import { kitchenPlans } from '../src/plans/kitchen-plans';
import { kitchenEventHandlers } from '../src/recipes/kitchen-events';
import { recipeAccess } from '../src/recipes/recipe-access';
import { recipeModel } from '../src/recipes/recipe.model';

/** No billing runs here: asking it answers nothing, as when it is down. */
const NO_BILLING = ownerLookup('billing', 'http://127.0.0.1:9/graphql', new TextEncoder().encode('k'.repeat(32)));

let mongo: EmbeddedMongo;
let connection: Connection;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'recipe_kitchen_events' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test("a deleted kitchen's recipes and dishes go with it, and no one else's; applied twice, nothing more changes", async () => {
  const recipes = recipeModel(connection);
  const [closing, staying] = [new Types.ObjectId(), new Types.ObjectId()];
  await recipes.create([
    { title: 'Stock', type: 'RECIPE', kitchenId: closing },
    { title: 'Soup', type: 'MENU', kitchenId: closing },
    { title: 'Bread', type: 'RECIPE', kitchenId: staying },
  ]);
  const deleted = newEvent(
    'KitchenDeleted',
    { kitchenId: closing.toHexString() },
    { producer: 'kitchen', aggregateId: closing.toHexString() },
  );
  const handlers = kitchenEventHandlers(recipes);
  await handlers.KitchenDeleted(deleted);
  await handlers.KitchenDeleted(deleted);
  expect((await recipes.find().lean()).map((r) => r.title)).toEqual(['Bread']);
});

test('nobody writes into a deleted kitchen, and only a super admin into a paused one (the kitchen gate)', async () => {
  const recipes = recipeModel(connection);
  const access = recipeAccess(recipes, kitchenPlans(connection, { recipeCount: 5, dishesCount: 5, perCookViewRecipeCount: 5 }, NO_BILLING));
  const handlers = kitchenEventHandlers(recipes);
  const [paused, gone] = [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()];
  const on = (type: string, kitchenId: string, payload: object = {}) =>
    handlers[type as 'KitchenDeleted']?.(newEvent(type, { kitchenId, ...payload }, { producer: 'kitchen', aggregateId: kitchenId }));
  await on('KitchenStatusChanged', paused, { status: 'PAUSED' });
  await on('KitchenDeleted', gone);
  const ctx = (roles: string[], kitchenId: string | null) =>
    ({ caller: { kind: 'user', userId: new Types.ObjectId().toHexString(), roles, kitchenId, tokenVersion: 0 }, locale: 'de' }) as never;
  const tryWrite = (roles: string[], kitchenId: string, callerKitchen: string | null = kitchenId) => {
    const c = ctx(roles, callerKitchen) as { caller: never };
    return access.mayWrite(c as never, c.caller, kitchenId);
  };
  await expect(tryWrite(['ADMIN'], paused)).rejects.toMatchObject({
    message: expect.stringMatching(/pausiert/),
    extensions: { code: 'FORBIDDEN' },
  });
  await expect(tryWrite(['SUPER_ADMIN'], paused, null)).resolves.toBeUndefined();
  await expect(tryWrite(['SUPER_ADMIN'], gone, null)).rejects.toMatchObject({ message: expect.stringMatching(/gelöscht/) });
  await expect(tryWrite(['ADMIN'], gone)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  await on('KitchenStatusChanged', paused, { status: 'ACTIVE' });
  await expect(tryWrite(['ADMIN'], paused)).resolves.toBeUndefined();
});
