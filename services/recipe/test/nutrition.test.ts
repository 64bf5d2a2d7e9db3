import { CREATE, adminOf, id, startHarness, type Harness } from './support';

/**
 * Nutrition (README 'Nutrition') rolled up with worked numbers: a hollandaise for 2 of butter and
 * eggs (by the piece), then asparagus served with one portion of it.
 */
let h: Harness;
const kitchen = id();
const admin = adminOf(kitchen);
const [g, kg, piece, portion, ml] = [id(), id(), id(), id(), id()];
const [butter, egg, asparagus, lemon] = [id(), id(), id(), id()];

const BUTTER = {
  energyKj: 3031,
  energyKcal: 737,
  fat: 82,
  saturates: 51,
  carbohydrate: 0.6,
  sugars: 0.6,
  fibre: 0,
  protein: 0.7,
  salt: 0.03,
};
const EGG = {
  energyKj: 605,
  energyKcal: 145,
  fat: 10,
  saturates: 2.8,
  carbohydrate: 0.8,
  sugars: 0.8,
  fibre: 0,
  protein: 12.5,
  salt: 0.35,
};

type Amounts = typeof BUTTER;
type Nutrition = {
  total: Amounts;
  per100g: Amounts | null;
  perPortion: Amounts | null;
  grams: number | null;
  complete: boolean;
  missing: { kind: string; recipeId: string; ingredientId: string | null; subRecipeId: string | null; message: string }[];
};
const AMOUNTS = 'energyKj energyKcal fat saturates carbohydrate sugars fibre protein salt';
const READ = `query ($id: ID!) { getRecipeMenuById(id: $id) { nutrition { total { ${AMOUNTS} } per100g { ${AMOUNTS} }
  perPortion { ${AMOUNTS} } grams complete missing { kind recipeId ingredientId subRecipeId message } } } }`;

async function create(input: Record<string, unknown>) {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: input }, admin);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}
async function nutrition(recipeId: string, locale?: string) {
  const reply = await h.call<{ getRecipeMenuById: { nutrition: Nutrition } }>(
    READ,
    { id: recipeId },
    admin,
    locale ? { locale } : undefined,
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.getRecipeMenuById.nutrition as Nutrition;
}

let hollandaise: string;

beforeAll(async () => {
  h = await startHarness('recipe_nutrition');
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(kg, { code: 'kg', dimension: 'MASS', toBase: 1000 });
  await h.unit(ml, { code: 'ml', dimension: 'VOLUME', toBase: 1 });
  await h.unit(piece, { code: 'piece', dimension: 'COUNT', toBase: 1 });
  await h.unit(portion, { code: 'portion', dimension: 'COUNT', toBase: 1 });
  await h.ingredient(butter, 'Butter', [], null, { nutrition: BUTTER });
  await h.ingredient(egg, 'Egg', [], null, { pieceWeight: 50, nutrition: EGG });
  await h.ingredient(asparagus, 'Asparagus');
  await h.ingredient(lemon, 'Lemon juice', [], null, { nutrition: { ...EGG, energyKj: 100, energyKcal: 24 } });
  // 200 g butter and 4 eggs of 50 g: 400 g for 2 portions.
  hollandaise = await create({
    title: 'Hollandaise',
    yieldValue: 2,
    yieldUnitId: portion,
    ingredients: [
      { ingredientsId: butter, quantity: 200, unitId: g },
      { ingredientsId: egg, quantity: 4, unitId: piece },
    ],
  });
}, 60_000);

afterAll(() => h.stop());

test('a recipe: whole yield, per portion and per 100 g of what its lines weigh', async () => {
  const n = await nutrition(hollandaise);
  expect(n).toMatchObject({ complete: true, missing: [], grams: 400 });
  expect(n.total).toEqual({
    energyKj: 7272,
    energyKcal: 1764,
    fat: 184,
    saturates: 107.6,
    carbohydrate: 2.8,
    sugars: 2.8,
    fibre: 0,
    protein: 26.4,
    salt: 0.76,
  });
  expect(n.perPortion).toEqual({
    energyKj: 3636,
    energyKcal: 882,
    fat: 92,
    saturates: 53.8,
    carbohydrate: 1.4,
    sugars: 1.4,
    fibre: 0,
    protein: 13.2,
    salt: 0.38,
  });
  expect(n.per100g).toMatchObject({ energyKj: 1818, energyKcal: 441, fat: 46, protein: 6.6, salt: 0.19 });
});

test('through a sub-recipe: its share counts; an ingredient without values is a named gap, never a zero', async () => {
  const plate = await create({
    title: 'Asparagus hollandaise',
    type: 'MENU',
    yieldValue: 1,
    yieldUnitId: portion,
    ingredients: [
      { ingredientsId: asparagus, quantity: 250, unitId: g },
      { subRecipeId: hollandaise, quantity: 1, unitId: portion },
    ],
  });
  const n = await nutrition(plate);
  expect(n.complete).toBe(false);
  expect(n.missing).toEqual([
    { kind: 'NO_NUTRITION', recipeId: plate, ingredientId: asparagus, subRecipeId: null, message: 'Asparagus has no nutrition values' },
  ]);
  // At least the hollandaise's portion; the 250 g of asparagus still weigh.
  expect(n.total).toMatchObject({ energyKj: 3636, fat: 92 });
  expect(n.grams).toBe(450);
  expect((await nutrition(plate, 'nl')).missing[0]?.message).toBe('Asparagus heeft geen voedingswaarden');

  // Catalog states the asparagus: the plate is complete at once (nothing is stored to recompute).
  await h.ingredient(asparagus, 'Asparagus', [], null, { nutrition: { ...EGG, energyKj: 84, energyKcal: 20, fat: 0.1 } });
  const after = await nutrition(plate);
  expect(after).toMatchObject({ complete: true, missing: [] });
  expect(after.total.energyKj).toBe(3636 + 210);
});

test('a line that cannot be weighed is a gap in the sub-recipe it sits in, and per 100 g is unknown', async () => {
  const dressing = await create({
    title: 'Lemon butter',
    yieldValue: 1,
    yieldUnitId: portion,
    ingredients: [
      { ingredientsId: butter, quantity: 20, unitId: g },
      { ingredientsId: lemon, quantity: 10, unitId: ml },
    ],
  });
  const plate = await create({ title: 'Fish', yieldValue: 1, ingredients: [{ subRecipeId: dressing, quantity: 1, unitId: portion }] });
  const n = await nutrition(plate);
  expect(n).toMatchObject({ complete: false, per100g: null, grams: null });
  expect(n.missing).toEqual([
    expect.objectContaining({
      kind: 'NEEDS_DENSITY',
      recipeId: dressing,
      ingredientId: lemon,
      subRecipeId: dressing,
      message: 'Lemon butter: Lemon juice needs a density (g per ml) to convert its unit',
    }),
  ]);
});
