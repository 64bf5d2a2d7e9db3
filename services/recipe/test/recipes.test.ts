import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { createContext, type Caller } from '@brigade/service-kit';
import mongoose, { Types, type Connection } from 'mongoose';
import pino from 'pino';
import { recipeModel } from '../src/recipes/recipe.model';
import { recipeResolvers } from '../src/recipes/recipes.resolvers';

let mongo: EmbeddedMongo;
let connection: Connection;
const ours = new Types.ObjectId();
const theirs = new Types.ObjectId();
const soup = new Types.ObjectId();
const ctx = (caller: Caller) => createContext(caller, 'r', pino({ level: 'silent' }));
const cookOf = (kitchenId: Types.ObjectId): Caller => ({
  kind: 'user',
  userId: 'u',
  roles: ['COOK'],
  kitchenId: kitchenId.toHexString(),
  tokenVersion: 0,
});

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'recipe_test' }).asPromise();
  await recipeModel(connection).create({ _id: soup, title: 'French onion soup', type: 'RECIPE', kitchenId: ours });
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test("a cook reads their kitchen's recipe", async () => {
  const recipe = await recipeResolvers(recipeModel(connection)).Query.getRecipeMenuById(
    undefined,
    { id: soup.toHexString() },
    ctx(cookOf(ours)),
  );
  expect(recipe).toMatchObject({ title: 'French onion soup', type: 'RECIPE', kitchenId: ours.toHexString() });
});

test("another kitchen's cook gets nothing, as if it did not exist", async () => {
  const recipe = await recipeResolvers(recipeModel(connection)).Query.getRecipeMenuById(
    undefined,
    { id: soup.toHexString() },
    ctx(cookOf(theirs)),
  );
  expect(recipe).toBeNull();
});

test('a title is required', async () => {
  await expect(recipeModel(connection).create({ type: 'MENU', kitchenId: ours })).rejects.toMatchObject({ name: 'ValidationError' });
});
