import { bumpReferenceGeneration } from '@brigade/service-kit';
import { CREATE, adminOf, id, startHarness, type Harness } from './support';

/**
 * A 40-line dish on three levels of sub-recipes, opened scaled with its allergen profile, weights
 * and sub-recipes nested three deep: what it costs the database must not grow with its lines.
 */
let h: Harness;
const kitchen = id();
const [g, ml, l, piece] = [id(), id(), id(), id()];
const allergens = Array.from({ length: 14 }, () => id());
const ingredients = Array.from({ length: 20 }, () => id());
let wide: string;
let narrow: string;

const OPEN = `query ($id: ID!) { getRecipeMenuById(id: $id, scaleToYield: 10) {
  title mayContainAllergenIds allergenProfile { allergen { id } status via } usedIn { id }
  ingredients { ingredient { id } unit { id } scaled { quantity unit { id } } scaledQuantity grams conversionProblem
    subRecipeTitle subRecipeYield
    subRecipe { title allergenProfile { status } usedIn { id }
      ingredients { scaled { quantity } grams conversionProblem subRecipeYield
        subRecipe { title allergenProfile { status } ingredients { grams subRecipeYield
          subRecipe { title allergenProfile { status } ingredients { grams conversionProblem } } } } } } } } }`;

async function create(input: Record<string, unknown>) {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: input }, adminOf(kitchen));
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ingredientsId: ingredients[i % ingredients.length],
    quantity: 10 + i,
    unitId: [g, ml, piece][i % 3],
  }));

beforeAll(async () => {
  h = await startHarness('recipe_query_budget');
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(ml, { code: 'ml', dimension: 'VOLUME', toBase: 1 });
  await h.unit(l, { code: 'l', dimension: 'VOLUME', toBase: 1000 });
  await h.unit(piece, { code: 'piece', dimension: 'COUNT', toBase: 1 });
  for (const [i, allergenId] of allergens.entries()) await h.allergen(allergenId, `A${i}`);
  for (const [i, ingredientId] of ingredients.entries()) {
    await h.ingredient(ingredientId, `Ingredient ${i}`, [allergens[i % 14] as string], null, { density: 1, pieceWeight: 50 });
  }
  const level3 = await create({ title: 'Level 3', yieldValue: 1, yieldUnitId: l, ingredients: lines(5) });
  const level2 = await create({
    title: 'Level 2',
    yieldValue: 1,
    yieldUnitId: l,
    ingredients: [{ subRecipeId: level3, quantity: 200, unitId: ml }, ...lines(5)],
  });
  const level1 = await create({
    title: 'Level 1',
    yieldValue: 1,
    yieldUnitId: l,
    ingredients: [{ subRecipeId: level2, quantity: 300, unitId: ml }, ...lines(5)],
  });
  const subs = [
    { subRecipeId: level1, quantity: 500, unitId: ml },
    { subRecipeId: level2, quantity: 100, unitId: ml },
  ];
  wide = await create({ title: 'Tasting menu', yieldValue: 4, ingredients: [...lines(38), ...subs] });
  narrow = await create({ title: 'Snack', yieldValue: 4, ingredients: [...lines(8), ...subs] });
});

afterAll(async () => {
  await h.stop();
});

/** `cold`: as if catalog had just changed something, so nothing comes from the reference cache. */
const cost = async (recipeId: string, caller: Parameters<Harness['call']>[2], cold = true) => {
  if (cold) await bumpReferenceGeneration(h.service.connection);
  let errors: unknown;
  let count = 0;
  const queries = await h.countQueries(async () => {
    const reply = await h.call<{ getRecipeMenuById: { ingredients: unknown[] } }>(OPEN, { id: recipeId }, caller);
    errors = reply.errors;
    count = reply.data?.getRecipeMenuById.ingredients.length ?? 0;
  });
  expect(errors).toBeUndefined();
  return { lines: count, queries };
};

test.each([
  ['a kitchen admin', () => adminOf(kitchen)],
  ['a cook (whose scope and allowance are worked out once)', () => h.cook(kitchen)],
])('as %s: a bounded number of queries, the same for 40 lines as for 10', async (_, caller) => {
  const who = await caller();
  const forWide = await cost(wide, who);
  const forNarrow = await cost(narrow, who);
  expect(forWide.lines).toBe(40);
  expect(forNarrow.lines).toBe(10);
  expect(forWide.queries.length).toBe(forNarrow.queries.length);
  // Measured cold: 12 for the admin (the recipe, the reference counter, units, allergens, ingredients,
  // conversions, usedIn, and the sub-recipes per level of nesting, visible ones and their yields); the
  // cook's scope adds its own.
  expect(forWide.queries.length).toBeLessThanOrEqual(15);
});

test("opened again, a recipe's units, allergens, ingredients and kitchen conversions come from memory", async () => {
  const admin = adminOf(kitchen);
  const first = await cost(wide, admin);
  const again = await cost(wide, admin, false);
  const reference = (queries: string[]) => queries.filter((q) => /^known_(units|allergens|ingredients|conversions)\./.test(q));
  expect(reference(first.queries)).not.toEqual([]);
  expect(reference(again.queries)).toEqual([]);
  // The counter that says whether anything changed is the one read added.
  expect(again.queries).toContain('reference_generation.findOne');
  expect(again.queries.length).toBeLessThan(first.queries.length);
});

test('a change catalog announces is read at once, also by another replica that had the old one in memory', async () => {
  const replica = await h.startReplica();
  try {
    const callReplica = h.clientFor(adminOf(kitchen), replica);
    const grams = async () => {
      const reply = await callReplica<{ getRecipeMenuById: { ingredients: { grams: number | null }[] } }>(
        OPEN,
        { id: wide },
        adminOf(kitchen),
      );
      return reply.data?.getRecipeMenuById.ingredients[2]?.grams;
    };
    // Line 3: 12 pieces of Ingredient 2, at 50 g a piece.
    const before = await grams();
    expect(before).toBeGreaterThan(0);
    expect(await grams()).toBe(before);
    await h.ingredient(ingredients[2] as string, 'Ingredient 2', [allergens[2] as string], null, { density: 1, pieceWeight: 60 });
    expect(await grams()).toBeCloseTo(((before as number) * 60) / 50, 5);
  } finally {
    await replica.stop();
  }
});
