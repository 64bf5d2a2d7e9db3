import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent } from '@brigade/events';
import mongoose, { Types, type Connection } from 'mongoose';
import { kitchenEventHandlers } from '../src/recipes/kitchen-events';
import { recipeModel } from '../src/recipes/recipe.model';

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
