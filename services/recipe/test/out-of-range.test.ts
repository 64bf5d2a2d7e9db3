import { CREATE, adminOf, firstError, id, startHarness, type Harness } from './support';

/**
 * Numbers without bounds (#43, 5): a density of 5e-324, 1e308 kg on a line or a yield of 5e-324
 * portions made cost, food cost, grams and per-portion figures fail, and one such dish the whole of
 * Menu costing. A save now refuses each on its field, in the person's language; one stored before
 * is a gap on its own recipe, never an error for the list.
 */

let h: Harness;
const kitchen = id();
const [g, kg, ml, portion, oil, salt] = [id(), id(), id(), id(), id(), id()];
const admin = adminOf(kitchen);

const dish = (title: string, yieldValue: number, ingredientId: string, quantity: number, unitId: string) =>
  h.storeRecipe({ kitchenId: kitchen, title, type: 'MENU', yieldValue, yieldUnitId: portion, lines: [{ ingredientId, quantity, unitId }] });

beforeAll(async () => {
  h = await startHarness('recipe_out_of_range');
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(kg, { code: 'kg', dimension: 'MASS', toBase: 1000 });
  await h.unit(ml, { code: 'ml', dimension: 'VOLUME', toBase: 1 });
  await h.unit(portion, { code: 'portion', dimension: 'COUNT', toBase: 1 });
  await h.ingredient(oil, 'Oil', [], null, { density: 5e-324 });
  await h.ingredient(salt, 'Salt', [], null, { pieceWeight: 5e-324 });
  await h.price({ priceId: id(), kitchenId: kitchen, ingredientId: oil, packSize: 1, packUnitId: kg, packPrice: '10.00' });
  await h.price({ priceId: id(), kitchenId: kitchen, ingredientId: salt, packSize: 1, packUnitId: kg, packPrice: '1.00' });
  await dish('Dense dish', 4, oil, 100, ml);
  await dish('Huge dish', 4, salt, 1e308, kg);
  await dish('Tiny yield', 5e-324, salt, 100, g);
});
afterAll(() => h.stop());

type Dish = {
  title: string;
  foodCostPercent: number | null;
  cost: { perPortion: string | null; complete: boolean; missing: { kind: string; message: string }[] };
  nutrition: { perPortion: { energyKcal: number } | null };
  ingredients: { grams: number | null; conversionProblem: string | null }[];
};

test('Menu costing answers with every dish, each stored number out of range a gap on its own dish', async () => {
  const reply = await h.call<{ getMenuCosting: Dish[] }>(
    `{ getMenuCosting { title foodCostPercent cost { perPortion complete missing { kind message } } nutrition { perPortion { energyKcal } }
      ingredients { grams conversionProblem } } }`,
    {},
    admin,
  );
  expect(reply.errors).toBeUndefined();
  const byTitle = new Map((reply.data?.getMenuCosting ?? []).map((d) => [d.title, d]));
  expect(byTitle.get('Dense dish')?.cost.missing.map((m) => m.kind)).toEqual(['NEEDS_DENSITY']);
  expect(byTitle.get('Dense dish')?.ingredients[0]).toEqual({ grams: null, conversionProblem: 'NEEDS_DENSITY' });
  expect(byTitle.get('Huge dish')?.cost.missing).toEqual([{ kind: 'OUT_OF_RANGE', message: 'Salt has a quantity out of range' }]);
  expect(byTitle.get('Huge dish')?.ingredients[0]?.grams).toBeNull();
  expect(byTitle.get('Tiny yield')).toMatchObject({
    foodCostPercent: null,
    cost: { perPortion: null, complete: false },
    nutrition: { perPortion: null },
  });
  expect(byTitle.get('Tiny yield')?.cost.missing.map((m) => m.kind)).toEqual(['NO_YIELD']);
});

describe('a save', () => {
  const save = (ingredients: object[], more: object = {}, locale = 'en') =>
    h.call(CREATE, { i: { title: 'Brine', yieldValue: 1, ingredients, ...more } }, admin, { locale });

  test.each([
    [
      '1,000,000,000 kg of salt',
      [{ ingredientsId: salt, quantity: 1e9, unitId: kg }],
      'ingredients.0.quantity',
      'Please enter a quantity from 0.001 to 100,000',
    ],
    [
      '5,000 kg of salt on one line',
      [{ ingredientsId: salt, quantity: 5000, unitId: kg }],
      'ingredients.0.quantity',
      'That is more than one line can hold: at most 1,000 kg, 1,000 l or 1,000,000 pieces',
    ],
    [
      'a quantity of 5e-324',
      [{ ingredientsId: salt, quantity: 5e-324, unitId: g }],
      'ingredients.0.quantity',
      'Please enter a quantity from 0.001 to 100,000',
    ],
  ])('refuses %s on the line, naming the field', async (_what, ingredients, field, message) => {
    expect(firstError(await save(ingredients))).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  test("refuses a yield of 5e-324 portions, in the person's language", async () => {
    const reply = await save([{ ingredientsId: salt, quantity: 10, unitId: g }], { yieldValue: 5e-324 }, 'de');
    expect(firstError(reply)).toMatchObject({
      message: 'Bitte gib eine Ausbeute von 0,001 bis 100.000 ein',
      extensions: { field: 'yieldValue' },
    });
  });

  test('keeps a real kitchen amount: 25 kg of salt, 0.002 kg of saffron', async () => {
    const reply = await save([
      { ingredientsId: salt, quantity: 25, unitId: kg },
      { ingredientsId: salt, quantity: 0.002, unitId: kg },
    ]);
    expect(reply.errors).toBeUndefined();
  });
});
