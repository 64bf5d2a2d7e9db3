import { BY_ID, CREATE, LIST, adminOf, codes, id, startHarness, type Harness } from './support';

let h: Harness;
const kitchen = id();
const [gluten, milk, nuts] = [id(), id(), id()];
const [flour, butter, sugar] = [id(), id(), id()];
const [g, kg, ml, l, piece] = [id(), id(), id(), id(), id()];
let shortbread: string;

beforeAll(async () => {
  h = await startHarness('recipe_rollup');
  // Each ingredient states every allergen: contains, or known free of it.
  await h.ingredient(flour, 'Wheat flour', [gluten], null, { freeFromAllergenIds: [milk, nuts] });
  await h.ingredient(butter, 'Butter', [milk], null, { freeFromAllergenIds: [gluten, nuts] });
  await h.ingredient(sugar, 'Caster sugar', [], null, { freeFromAllergenIds: [gluten, milk, nuts] });
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(kg, { code: 'kg', dimension: 'MASS', toBase: 1000 });
  await h.unit(ml, { code: 'ml', dimension: 'VOLUME', toBase: 1 });
  await h.unit(l, { code: 'l', dimension: 'VOLUME', toBase: 1000 });
  await h.unit(piece, { code: 'piece', dimension: 'COUNT', toBase: 1 });
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

test("the effective allergens are the recipe's own plus its ingredients'; 'free of' needs every line known free", async () => {
  expect(await effective()).toEqual([gluten, milk].sort());
  expect(await list({ freeOfAllergenIds: [milk] })).toEqual(['Sorbet']);
  expect(await list({ freeOfAllergenIds: [nuts] })).toEqual(['Shortbread', 'Sorbet']);
});

test('an ingredient gaining an allergen is rolled up into its recipes; delivered twice or late, it stays right', async () => {
  const now = await h.ingredient(sugar, 'Caster sugar', [nuts], null, { freeFromAllergenIds: [gluten, milk] });
  await h.redeliver(now);
  await h.deliver(
    'IngredientChanged',
    { ingredientId: sugar, kitchenId: null, name: 'Caster sugar', allergenIds: [], freeFromAllergenIds: [gluten, milk, nuts] },
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
  expect(doc?.ingredients.map((line) => line.ingredientsId?.toHexString())).toEqual([butter, sugar, sugar]);
  expect(await effective()).toEqual([nuts]);
});

test('scaling from 4 to 10 portions (factor 2.5): the best unit of the same system, rounded for a cook', async () => {
  const fresh = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    {
      i: {
        title: 'Scaled',
        yieldValue: 4,
        ingredients: [
          { ingredientsId: sugar, quantity: 250, unitId: g },
          { ingredientsId: sugar, quantity: 3, unitId: g },
          { ingredientsId: sugar, quantity: 7, unitId: ml },
          { ingredientsId: sugar, quantity: 0.15, unitId: l },
          { ingredientsId: sugar, quantity: 3, unitId: piece },
          { ingredientsId: sugar, quantity: 500, unitId: g },
          { ingredientsId: sugar, quantity: 3, unitOfMeasure: 'pcs' },
        ],
      },
    },
    adminOf(kitchen),
  );
  const reply = await h.call<{
    getRecipeMenuById: {
      scaledYieldValue: number;
      ingredients: { quantity: number; scaled: { quantity: number; unit: { id: string } | null }; scaledQuantity: number }[];
    };
  }>(
    `query ($id: ID!, $y: Float) { getRecipeMenuById(id: $id, scaleToYield: $y) { scaledYieldValue
      ingredients { quantity scaled { quantity unit { id } } scaledQuantity } } }`,
    { id: fresh.data?.CreateRecipeMenu.id, y: 10 },
    adminOf(kitchen),
  );
  expect(reply.data?.getRecipeMenuById.scaledYieldValue).toBe(10);
  expect(
    reply.data?.getRecipeMenuById.ingredients.map((x) => [x.quantity, x.scaled.quantity, x.scaled.unit?.id, x.scaledQuantity]),
  ).toEqual([
    [250, 625, g, 625], // from 10 up: whole
    [3, 7.5, g, 7.5], // below 10: one decimal
    [7, 18, ml, 18], // 17.5 ml: whole, half up
    [0.15, 375, ml, 0.375], // 0.375 l reads 375 ml; the deprecated scaledQuantity stays in l, to the ml
    [3, 7.5, piece, 7.5], // pieces: nearest half
    [500, 1.25, kg, 1250], // 1,250 g reads 1.25 kg: to the gram, not 1.3 kg
    [3, 7.5, undefined, 7.5], // free text 'pcs': counted, nearest half
  ]);
  for (const y of [0, -2]) {
    expect(codes(await h.call(BY_ID, { id: fresh.data?.CreateRecipeMenu.id, y }, adminOf(kitchen)))).toEqual(['BAD_USER_INPUT']);
  }
  const noYield = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'No yield' } }, adminOf(kitchen));
  expect(codes(await h.call(BY_ID, { id: noYield.data?.CreateRecipeMenu.id, y: 2 }, adminOf(kitchen)))).toEqual(['BAD_USER_INPUT']);
});

test('a unit only announced by UnitCreated converts to nothing; once UnitChanged describes it, a late UnitCreated does not undo that', async () => {
  const cup = id();
  await h.unit(cup);
  const made = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    { i: { title: 'Cups', yieldValue: 1, ingredients: [{ ingredientsId: sugar, quantity: 2, unitId: cup }] } },
    adminOf(kitchen),
  );
  const weigh = async () =>
    (
      await h.call<{ getRecipeMenuById: { ingredients: { grams: number | null; conversionProblem: string | null }[] } }>(
        `query ($id: ID!) { getRecipeMenuById(id: $id) { ingredients { grams conversionProblem } } }`,
        { id: made.data?.CreateRecipeMenu.id },
        adminOf(kitchen),
      )
    ).data?.getRecipeMenuById.ingredients[0];
  expect(await weigh()).toEqual({ grams: null, conversionProblem: 'NOT_CONVERTIBLE' });
  await h.unit(cup, { code: 'cup', dimension: 'VOLUME', toBase: 240 });
  await h.deliver('UnitCreated', { unitId: cup });
  expect(await weigh()).toEqual({ grams: null, conversionProblem: 'NEEDS_DENSITY' });
  await h.ingredient(sugar, 'Caster sugar', [nuts], null, { freeFromAllergenIds: [gluten], density: 0.85 });
  expect(await weigh()).toEqual({ grams: 408, conversionProblem: null }); // 2 × 240 ml × 0.85 g/ml
});
