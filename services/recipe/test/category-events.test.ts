import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent } from '@brigade/events';
import mongoose, { Types, type Connection } from 'mongoose';
import { categoryEventHandlers } from '../src/categories/category-events';
import { categoryProjection } from '../src/categories/category-projection';
import { recipeModel } from '../src/recipes/recipe.model';

let mongo: EmbeddedMongo;
let connection: Connection;
const kitchen = new Types.ObjectId();
const [starters, mains, all] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
const [soups, salads, grill] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
const event = (type: string, payload: object) => newEvent(type, payload, { producer: 'catalog', aggregateId: 'c' });

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'recipe_category_events' }).asPromise();
  await recipeModel(connection).create([
    { title: 'Onion soup', type: 'MENU', kitchenId: kitchen, categoryId: starters, subCategoryId: soups },
    { title: 'Caesar salad', type: 'MENU', kitchenId: kitchen, categoryId: starters, subCategoryId: salads },
    { title: 'Bread', type: 'RECIPE', kitchenId: kitchen, categoryId: starters },
    { title: 'Steak', type: 'MENU', kitchenId: kitchen, categoryId: mains, subCategoryId: grill },
  ]);
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

const byTitle = async (title: string) => recipeModel(connection).findOne({ title }).lean();

test("a deleted category's recipes and dishes move to 'ALL' without their sub-category; applied twice, nothing more changes", async () => {
  const handlers = categoryEventHandlers(recipeModel(connection), categoryProjection(connection));
  const deleted = event('CategoryDeleted', {
    categoryId: starters.toHexString(),
    kitchenId: null,
    fallbackCategoryId: all.toHexString(),
  });
  await handlers.CategoryDeleted(deleted);
  await handlers.CategoryDeleted(deleted);
  for (const title of ['Onion soup', 'Caesar salad', 'Bread']) {
    expect(await byTitle(title)).toMatchObject({ categoryId: all, subCategoryId: null });
  }
  expect(await byTitle('Steak')).toMatchObject({ categoryId: mains, subCategoryId: grill });
});

test('a deleted sub-category is cleared from its recipes only', async () => {
  const handlers = categoryEventHandlers(recipeModel(connection), categoryProjection(connection));
  const deleted = event('SubCategoryDeleted', { subCategoryId: grill.toHexString(), categoryId: mains.toHexString(), kitchenId: null });
  await handlers.SubCategoryDeleted(deleted);
  await handlers.SubCategoryDeleted(deleted);
  expect(await byTitle('Steak')).toMatchObject({ categoryId: mains, subCategoryId: null });
});

test('a malformed event fails (and is retried, then parked by the consumer) instead of matching everything', async () => {
  const handlers = categoryEventHandlers(recipeModel(connection), categoryProjection(connection));
  await expect(
    handlers.CategoryDeleted(event('CategoryDeleted', { categoryId: 'x', fallbackCategoryId: all.toHexString() })),
  ).rejects.toThrow();
  await expect(handlers.SubCategoryDeleted(event('SubCategoryDeleted', {}))).rejects.toThrow();
});
