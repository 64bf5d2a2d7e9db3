import { Types } from 'mongoose';
import { DEMO, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('kitchen_counters');
});

afterAll(async () => {
  await h.stop();
});

const counts = async (kitchenId: string) => {
  const k = await h.kitchens.findById(kitchenId).lean();
  return { cooks: k?.cooksCount, recipes: k?.recipeCount, dishes: k?.menuItemCount };
};
const cook = (userId: string, kitchenId: string | null, status = 'ACTIVE') => ({ userId, kitchenId, roles: ['COOK'], status });
const recipe = (recipeId: string, type: string, kitchenId = DEMO) => ({
  recipeId,
  kitchenId,
  type,
  status: 'ACTIVE',
  categoryId: null,
  subCategoryId: null,
  ingredientIds: [],
  allergenIds: [],
  cookIds: [],
});

test('the same events delivered twice leave the counts right', async () => {
  const a = new Types.ObjectId().toHexString();
  const b = new Types.ObjectId().toHexString();
  const events = [
    await h.deliver('UserCreated', cook(a, DEMO)),
    await h.deliver('UserCreated', cook(b, DEMO)),
    await h.deliver('UserCreated', { userId: new Types.ObjectId().toHexString(), kitchenId: DEMO, roles: ['ADMIN'], status: 'ACTIVE' }),
    await h.deliver('RecipeCreated', recipe('r1', 'RECIPE')),
    await h.deliver('RecipeCreated', recipe('r2', 'RECIPE')),
    await h.deliver('RecipeCreated', recipe('d1', 'MENU')),
    await h.deliver('RecipeDeleted', recipe('r2', 'RECIPE')),
    await h.deliver('UserDeleted', { ...cook(b, DEMO), lastAdminOfKitchen: false }),
  ];
  expect(await counts(DEMO)).toEqual({ cooks: 1, recipes: 1, dishes: 1 });
  for (const event of events) await h.redeliver(event);
  for (const event of events) await h.redeliver(event);
  expect(await counts(DEMO)).toEqual({ cooks: 1, recipes: 1, dishes: 1 });
});

test('an item of type UNKNOWN counts as a recipe, as the plan counts it', async () => {
  const before = await counts(DEMO);
  await h.deliver('RecipeCreated', recipe('u1', 'UNKNOWN'));
  expect(await counts(DEMO)).toEqual({ ...before, recipes: (before.recipes ?? 0) + 1 });
});

test('a recipe turned into a dish, and a cook moved to another kitchen, are counted where they are now', async () => {
  const other = new Types.ObjectId();
  await h.kitchens.create({ _id: other, name: 'Other', accNumber: 'K-OTHER' });
  const before = await counts(DEMO);
  await h.deliver('RecipeCreated', recipe('x1', 'RECIPE'));
  await h.deliver('RecipeUpdated', recipe('x1', 'MENU'));
  const moving = new Types.ObjectId().toHexString();
  await h.deliver('UserCreated', cook(moving, DEMO));
  await h.deliver('UserUpdated', { ...cook(moving, other.toHexString()), changed: ['kitchenId'] });
  expect(await counts(DEMO)).toEqual({ cooks: before.cooks, recipes: before.recipes, dishes: (before.dishes ?? 0) + 1 });
  expect(await counts(other.toHexString())).toEqual({ cooks: 1, recipes: 0, dishes: 0 });
});
