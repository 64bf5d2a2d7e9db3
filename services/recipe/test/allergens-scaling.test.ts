import { scaleQuantity } from '../src/recipes/scaling';
import { BY_ID, CREATE, LIST, adminOf, codes, id, startHarness, type Harness } from './support';

let h: Harness;
const kitchen = id();
const [gluten, milk, nuts] = [id(), id(), id()];
const [flour, butter, sugar] = [id(), id(), id()];
let shortbread: string;

beforeAll(async () => {
  h = await startHarness('recipe_rollup');
  await h.ingredient(flour, 'Wheat flour', [gluten]);
  await h.ingredient(butter, 'Butter', [milk]);
  await h.ingredient(sugar, 'Caster sugar');
  const made = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    {
      i: {
        title: 'Shortbread',
        yieldValue: 4,
        yieldUnitOfMeasure: 'portions',
        ingredients: [
          { ingredientsId: flour, quantity: 250, unitOfMeasure: 'g' },
          { ingredientsId: butter, quantity: 3, unitOfMeasure: 'g' },
          { ingredientsId: sugar, quantity: 0.15, unitOfMeasure: 'kg' },
          { ingredientsId: sugar, quantity: 3, unitOfMeasure: 'pcs' },
        ],
      },
    },
    adminOf(kitchen),
  );
  shortbread = made.data?.CreateRecipeMenu.id as string;
  await h.call(
    CREATE,
    { i: { title: 'Sorbet', allergenIds: [], ingredients: [{ ingredientsId: sugar, quantity: 100, unitOfMeasure: 'g' }] } },
    adminOf(kitchen),
  );
});

afterAll(async () => {
  await h.stop();
});

const list = async (f: Record<string, unknown>) =>
  (await h.call<{ getRecipeMenu: { records: { title: string }[] } }>(LIST, { f }, adminOf(kitchen))).data?.getRecipeMenu.records.map(
    (r) => r.title,
  );
const effective = async () =>
  (
    (await h.call<{ getRecipeMenuById: { effectiveAllergenIds: string[] } }>(BY_ID, { id: shortbread }, adminOf(kitchen))).data
      ?.getRecipeMenuById.effectiveAllergenIds ?? []
  ).sort();

test("the effective allergens are the recipe's own plus its ingredients'; 'free of' uses them", async () => {
  expect(await effective()).toEqual([gluten, milk].sort());
  expect(await list({ freeOfAllergenIds: [milk] })).toEqual(['Sorbet']);
  expect(await list({ freeOfAllergenIds: [nuts] })).toEqual(['Shortbread', 'Sorbet']);
});

test('an ingredient gaining an allergen is rolled up into its recipes; delivered twice or late, it stays right', async () => {
  const now = await h.ingredient(sugar, 'Caster sugar', [nuts]);
  await h.redeliver(now);
  await h.deliver(
    'IngredientChanged',
    { ingredientId: sugar, kitchenId: null, name: 'Caster sugar', allergenIds: [] },
    '2000-01-01T00:00:00.000Z',
  );
  expect(await effective()).toEqual([gluten, milk, nuts].sort());
  expect(await list({ freeOfAllergenIds: [nuts] })).toEqual([]);
});

test('search covers title, description and ingredient names, and treats the text literally', async () => {
  expect(await list({ search: 'BUTTER' })).toEqual(['Shortbread']);
  expect(await list({ search: 'sugar' })).toEqual(['Shortbread', 'Sorbet']);
  expect(await list({ search: '.*' })).toEqual([]);
});

test('deleted allergens, ingredients and units are cleaned from recipes, idempotently', async () => {
  const deleted = await h.deliver('AllergenDeleted', { allergenId: milk });
  await h.redeliver(deleted);
  expect(await effective()).toEqual([gluten, nuts].sort());
  const gone = await h.deliver('IngredientDeleted', { ingredientId: flour, kitchenId: null });
  await h.redeliver(gone);
  await h.deliver(
    'IngredientChanged',
    { ingredientId: flour, kitchenId: null, name: 'Wheat flour', allergenIds: [gluten] },
    '2000-01-01T00:00:00.000Z',
  );
  const doc = await h.recipes.findById(shortbread).lean();
  expect(doc?.ingredients.map((l) => l.ingredientsId.toHexString())).toEqual([butter, sugar, sugar]);
  expect(await effective()).toEqual([nuts]);
});

test('scaling from 4 to 10 portions (factor 2.5), rounded per unit', async () => {
  const fresh = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    {
      i: {
        title: 'Scaled',
        yieldValue: 4,
        ingredients: [
          { ingredientsId: sugar, quantity: 250, unitOfMeasure: 'g' },
          { ingredientsId: sugar, quantity: 3, unitOfMeasure: 'g' },
          { ingredientsId: sugar, quantity: 7, unitOfMeasure: 'ml' },
          { ingredientsId: sugar, quantity: 0.15, unitOfMeasure: 'l' },
          { ingredientsId: sugar, quantity: 3, unitOfMeasure: 'pcs' },
        ],
      },
    },
    adminOf(kitchen),
  );
  const reply = await h.call<{
    getRecipeMenuById: { scaledYieldValue: number; ingredients: { quantity: number; scaledQuantity: number }[] };
  }>(BY_ID, { id: fresh.data?.CreateRecipeMenu.id, y: 10 }, adminOf(kitchen));
  expect(reply.data?.getRecipeMenuById.scaledYieldValue).toBe(10);
  expect(reply.data?.getRecipeMenuById.ingredients.map((l) => [l.quantity, l.scaledQuantity])).toEqual([
    [250, 625], // g from 10 up: whole
    [3, 7.5], // g below 10: one decimal
    [7, 18], // 17.5 ml: whole, half up
    [0.15, 0.38], // l: two decimals (0.375)
    [3, 7.5], // pieces: nearest half
  ]);
  expect(codes(await h.call(BY_ID, { id: fresh.data?.CreateRecipeMenu.id, y: 0 }, adminOf(kitchen)))).toEqual(['BAD_USER_INPUT']);
  const noYield = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'No yield' } }, adminOf(kitchen));
  expect(codes(await h.call(BY_ID, { id: noYield.data?.CreateRecipeMenu.id, y: 2 }, adminOf(kitchen)))).toEqual(['BAD_USER_INPUT']);
});

test('scaling rules in small numbers', () => {
  expect(scaleQuantity(1, 0.25, 'pcs')).toBe(0.5); // never below half a piece
  expect(scaleQuantity(1.2, 2.5, 'kg')).toBe(3);
  expect(scaleQuantity(2, 1 / 3, 'g')).toBe(0.7);
  expect(scaleQuantity(1, 1 / 3, 'tbsp')).toBe(0.33);
});
