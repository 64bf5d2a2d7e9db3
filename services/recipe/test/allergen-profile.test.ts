import { Types } from 'mongoose';
import { CREATE, LIST, UPDATE, adminOf, id, startHarness, type Harness } from './support';

/**
 * Allergens with three states, rolled up through sub-recipes (README 'Allergens and search'):
 * CONTAINS > MAY_CONTAIN > UNKNOWN > FREE, stored on each recipe and kept in step upwards.
 */
let h: Harness;
const kitchen = id();
const [gluten, milk, soy, fish, nuts, retired] = [id(), id(), id(), id(), id(), id()];
const ALL = [gluten, milk, soy, fish, nuts];
const CODES: Record<string, string> = { [gluten]: 'GLUTEN', [milk]: 'MILK', [soy]: 'SOY', [fish]: 'FISH', [nuts]: 'NUTS' };
const [flour, butter, water, shallot] = [id(), id(), id(), id()];
const except = (...ids: string[]) => ALL.filter((a) => !ids.includes(a));
let stock: string;
let sauce: string;
let dish: string;

type Status = { allergen: { id: string }; status: string; via: string[] };
const PROFILE = `query ($id: ID!) { getRecipeMenuById(id: $id) { effectiveAllergenIds mayContainAllergenIds
  allergenProfile { allergen { id } status via } ingredients { subRecipeTitle } } }`;

async function profile(recipeId: string): Promise<Record<string, [string, string[]]>> {
  const reply = await h.call<{ getRecipeMenuById: { allergenProfile: Status[] } }>(PROFILE, { id: recipeId }, adminOf(kitchen));
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return Object.fromEntries(
    (reply.data?.getRecipeMenuById.allergenProfile ?? []).map((s) => [CODES[s.allergen.id] ?? s.allergen.id, [s.status, s.via]]),
  );
}

async function create(input: Record<string, unknown>) {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: input }, adminOf(kitchen));
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}

const freeOf = async (...allergenIds: string[]) =>
  (
    await h.call<{ getRecipeMenu: { records: { title: string }[] } }>(
      LIST,
      { f: { freeOfAllergenIds: allergenIds }, n: 100 },
      adminOf(kitchen),
    )
  ).data?.getRecipeMenu.records.map((r) => r.title);

const line = (ingredientsId: string) => ({ ingredientsId, quantity: 1 });
const sub = (subRecipeId: string) => ({ subRecipeId, quantity: 1 });

beforeAll(async () => {
  h = await startHarness('recipe_allergen_profile');
  for (const [allergenId, code] of Object.entries(CODES)) await h.allergen(allergenId, code);
  await h.allergen(retired, 'LUPIN', 'INACTIVE');
  await h.ingredient(flour, 'Wheat flour', [gluten], null, { mayContainAllergenIds: [soy], freeFromAllergenIds: except(gluten, soy) });
  await h.ingredient(butter, 'Butter', [milk], null, { freeFromAllergenIds: except(milk) });
  await h.ingredient(water, 'Water', [], null, { freeFromAllergenIds: ALL });
  await h.ingredient(shallot, 'Shallot'); // nobody has checked it yet
  // Each yields one portion, so a line of 1 (no unit) takes all of it.
  stock = await create({ title: 'Stock', yieldValue: 1, ingredients: [line(water), line(flour)] });
  sauce = await create({ title: 'Sauce', yieldValue: 1, ingredients: [sub(stock), line(butter)] });
  dish = await create({ title: 'Dish', type: 'MENU', yieldValue: 1, allergenIds: [nuts], ingredients: [sub(sauce), line(water)] });
});

afterAll(async () => {
  await h.stop();
});

test('one entry per active allergen; "may contain" flows up from the stock through the sauce, each level naming its own line', async () => {
  expect(await profile(stock)).toEqual({
    GLUTEN: ['CONTAINS', ['Wheat flour']],
    MILK: ['FREE', []],
    SOY: ['MAY_CONTAIN', ['Wheat flour']],
    FISH: ['FREE', []],
    NUTS: ['FREE', []],
  });
  expect(await profile(dish)).toEqual({
    GLUTEN: ['CONTAINS', ['Sauce']],
    MILK: ['CONTAINS', ['Sauce']],
    SOY: ['MAY_CONTAIN', ['Sauce']],
    FISH: ['FREE', []],
    // The dish's own statement: via its own title.
    NUTS: ['CONTAINS', ['Dish']],
  });
  const stored = await h.recipes.findById(dish).lean();
  expect(stored?.mayContainAllergenIds?.map(String)).toEqual([soy]);
  expect(stored?.effectiveAllergenIds.map(String).sort()).toEqual([gluten, milk, nuts].sort());
  expect(await freeOf(fish)).toEqual(['Stock', 'Sauce', 'Dish']);
  expect(await freeOf(soy)).toEqual([]); // may contain is not free
});

test('an unchecked ingredient makes every recipe above it UNKNOWN (never free) until catalog says otherwise', async () => {
  const updated = await h.call(UPDATE, { id: sauce, i: { ingredients: [sub(stock), line(butter), line(shallot)] } }, adminOf(kitchen));
  expect(updated.errors).toBeUndefined();
  expect((await profile(sauce)).FISH).toEqual(['UNKNOWN', ['Shallot']]);
  expect((await profile(dish)).FISH).toEqual(['UNKNOWN', ['Sauce']]);
  expect(await freeOf(fish)).toEqual(['Stock']);

  await h.ingredient(shallot, 'Shallot', [], null, { freeFromAllergenIds: ALL });
  expect((await profile(dish)).FISH).toEqual(['FREE', []]);
  expect(await freeOf(fish)).toEqual(['Stock', 'Sauce', 'Dish']);
});

test('an allergen catalog adds later reads UNKNOWN in every line until the lines state it', async () => {
  const sesame = id();
  await h.allergen(sesame, 'SESAME');
  expect((await profile(dish))[sesame]).toEqual(['UNKNOWN', ['Sauce', 'Water']]);
  expect(await freeOf(sesame)).toEqual([]);
});

test('a recipe without lines is free of nothing; inactive allergens are left out unless present', async () => {
  const empty = await create({ title: 'Empty', allergenIds: [milk] });
  expect(await profile(empty)).toMatchObject({ MILK: ['CONTAINS', ['Empty']], FISH: ['UNKNOWN', []], GLUTEN: ['UNKNOWN', []] });
  expect(Object.keys(await profile(empty))).not.toContain(retired);
  const withLupin = await create({ title: 'Lupin bread', allergenIds: [retired] });
  expect((await profile(withLupin))[retired]).toEqual(['CONTAINS', ['Lupin bread']]);
});

test('a renamed sub-recipe renames its lines and via above it', async () => {
  await h.call(UPDATE, { id: sauce, i: { title: 'Red wine sauce' } }, adminOf(kitchen));
  const reply = await h.call<{ getRecipeMenuById: { ingredients: { subRecipeTitle: string | null }[] } }>(
    PROFILE,
    { id: dish },
    adminOf(kitchen),
  );
  expect(reply.data?.getRecipeMenuById.ingredients.map((l) => l.subRecipeTitle)).toEqual(['Red wine sauce', null]);
  expect((await profile(dish)).SOY).toEqual(['MAY_CONTAIN', ['Red wine sauce']]);
});

test('a change at the bottom of five levels reaches the top; delivered twice or late, it stays right', async () => {
  const oil = id();
  await h.ingredient(oil, 'Oil', [], null, { freeFromAllergenIds: ALL });
  let below = await create({ title: 'Level 1', yieldValue: 1, ingredients: [line(oil)] });
  const levels = [below];
  for (let n = 2; n <= 5; n++) {
    below = await create({ title: `Level ${n}`, yieldValue: 1, ingredients: [sub(below), line(water)] });
    levels.push(below);
  }
  const top = levels[4] as string;
  expect((await profile(top)).NUTS).toEqual(['FREE', []]);
  const changedAt = (await h.recipes.findById(top).lean())?.updatedAt;
  const traces = await h.ingredient(oil, 'Oil', [], null, { mayContainAllergenIds: [nuts], freeFromAllergenIds: except(nuts) });
  await h.redeliver(traces);
  await h.deliver(
    'IngredientChanged',
    { ingredientId: oil, kitchenId: null, name: 'Oil', allergenIds: [], freeFromAllergenIds: ALL },
    '2000-01-01T00:00:00.000Z',
  );
  expect((await profile(levels[0] as string)).NUTS).toEqual(['MAY_CONTAIN', ['Oil']]);
  expect((await profile(top)).NUTS).toEqual(['MAY_CONTAIN', ['Level 4']]);
  expect(await freeOf(nuts)).not.toContain('Level 5');
  // A recomputed roll-up is not a person's change: 'most recently changed' stays as it was.
  expect((await h.recipes.findById(top).lean())?.updatedAt).toEqual(changedAt);
  // Contained now: every level says CONTAINS.
  await h.ingredient(oil, 'Oil', [nuts], null, { freeFromAllergenIds: except(nuts) });
  for (const recipeId of levels) expect((await profile(recipeId)).NUTS?.[0]).toBe('CONTAINS');
});

test('a deleted allergen leaves every profile and the stored sets', async () => {
  const deleted = await h.deliver('AllergenDeleted', { allergenId: soy });
  await h.redeliver(deleted);
  expect(Object.keys(await profile(dish))).not.toContain('SOY');
  const stored = await h.recipes.findById(stock).lean();
  expect(stored?.mayContainAllergenIds).toEqual([]);
  expect(stored?.allergenVia?.map((v) => v.allergenId)).not.toContain(soy);
});

test('recipes stored before the roll-up are rolled up once when the service starts', async () => {
  const old = await h.recipes.collection.insertOne({
    title: 'Grandma’s soup',
    type: 'RECIPE',
    status: 'ACTIVE',
    kitchenId: new Types.ObjectId(kitchen),
    isPrivate: false,
    cookIds: [],
    utensils: [],
    steps: [],
    allergenIds: [],
    ingredients: [{ _id: new Types.ObjectId(), position: 1, ingredientsId: new Types.ObjectId(butter), unitId: null, quantity: 1 }],
    effectiveAllergenIds: [],
    ingredientNames: [],
    order: 99,
  });
  const again = await h.startReplica();
  try {
    const doc = await h.recipes.findById(old.insertedId).lean();
    expect(doc).toMatchObject({ rollUpVersion: 1, subRecipeIds: [], lineNames: ['Butter'] });
    expect(doc?.effectiveAllergenIds.map(String)).toEqual([milk]);
    expect(doc?.knownFreeAllergenIds?.map(String).sort()).toEqual(except(milk, soy).sort());
  } finally {
    await again.stop();
  }
});
