import { adminOf, codes, cookOf, CREATE, firstError, id, startHarness, superAdmin, UPDATE, type Harness } from './support';
import type { Caller } from '@brigade/service-kit';

/** Issue #25: cooks acknowledge a recipe's released version; the admin sees who has read it. */
let h: Harness;
const kitchen = id();
const otherKitchen = id();
const [butter, tarragon, egg] = [id(), id(), id()];
const eggAllergen = id();
const grams = id();
let anna: Caller, ben: Caller, carl: Caller;
let stranger: Caller;

const READS = `query ($r: ID!) { getRecipeReads(recipeId: $r) { version readCount cookCount
  cooks { userId readVersion openedVersion upToDate } } }`;
const MARK = `mutation ($r: ID!, $v: Int!) { MarkRecipeRead(recipeId: $r, version: $v) { readVersion openedVersion } }`;
const MINE = `query ($id: ID!) { getRecipeMenuById(id: $id) { versionNumber myRead { readVersion openedVersion }
  changesSinceMyRead { from to allergensGained { id } lines { kind changed after { quantity } } steps { kind number } fields { field } } } }`;

type Reads = {
  version: number;
  readCount: number;
  cookCount: number;
  cooks: { userId: string; readVersion: number | null; upToDate: boolean }[];
};
type Mine = {
  versionNumber: number;
  myRead: { readVersion: number | null; openedVersion: number | null } | null;
  changesSinceMyRead: {
    from: number;
    to: number;
    allergensGained: { id: string }[];
    lines: { kind: string; changed: string[]; after: { quantity: number } | null }[];
    steps: { kind: string; number: number }[];
    fields: { field: string }[];
  } | null;
};

const userIdOf = (c: Caller) => (c.kind === 'user' ? c.userId : '');

beforeAll(async () => {
  h = await startHarness('recipe_reads');
  await h.allergen(eggAllergen, 'EGGS');
  await h.ingredient(butter, 'Butter');
  await h.ingredient(tarragon, 'Tarragon');
  await h.ingredient(egg, 'Egg yolk', [eggAllergen]);
  await h.unit(grams, { code: 'g', dimension: 'MASS', toBase: 1 });
  [anna, ben, carl] = await Promise.all([h.cook(kitchen), h.cook(kitchen), h.cook(kitchen)]);
  stranger = await h.cook(otherKitchen);
  // Invited but never signed in: not asked to read.
  await h.deliver('UserCreated', { userId: id(), kitchenId: kitchen, roles: ['COOK'], status: 'NOT_VERIFIED' });
});

afterAll(async () => {
  await h.stop();
});

async function send<T>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<T> {
  const reply = await h.call<T>(query, variables, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

const reads = async (recipeId: string, caller = adminOf(kitchen)) =>
  (await send<{ getRecipeReads: Reads }>(READS, { r: recipeId }, caller)).getRecipeReads;
const mine = async (recipeId: string, cook: Caller) =>
  (await send<{ getRecipeMenuById: Mine }>(MINE, { id: recipeId }, cook)).getRecipeMenuById;

test('3 cooks, one of whom cannot see the recipe: 2 are asked; reading, a new version and reading again', async () => {
  const created = await send<{ CreateRecipeMenu: { id: string; ingredients: { id: string }[]; steps: { id: string }[] } }>(
    CREATE,
    {
      i: {
        title: 'Béarnaise',
        isPrivate: true,
        cookIds: [userIdOf(anna), userIdOf(ben)],
        ingredients: [
          { ingredientsId: butter, unitId: grams, quantity: 250, unitOfMeasure: 'g' },
          { ingredientsId: tarragon, unitId: grams, quantity: 10, unitOfMeasure: 'g' },
        ],
        steps: [{ title: 'Reduce' }],
      },
    },
    adminOf(kitchen),
  );
  const recipe = created.CreateRecipeMenu;
  expect(await reads(recipe.id)).toEqual({
    version: 1,
    readCount: 0,
    cookCount: 2,
    cooks: [
      { userId: userIdOf(anna), readVersion: null, openedVersion: null, upToDate: false },
      { userId: userIdOf(ben), readVersion: null, openedVersion: null, upToDate: false },
    ].sort((a, b) => a.userId.localeCompare(b.userId)),
  });

  // Anna opens it: recorded. A first read shows no changes; she marks it read.
  expect(await mine(recipe.id, anna)).toEqual({
    versionNumber: 1,
    myRead: { readVersion: null, openedVersion: 1 },
    changesSinceMyRead: null,
  });
  expect((await send<{ MarkRecipeRead: unknown }>(MARK, { r: recipe.id, v: 1 }, anna)).MarkRecipeRead).toEqual({
    readVersion: 1,
    openedVersion: 1,
  });
  expect((await reads(recipe.id)).readCount).toBe(1);
  expect((await reads(recipe.id)).cooks.map((c) => [c.userId, c.upToDate])).toEqual([
    [userIdOf(ben), false],
    [userIdOf(anna), true],
  ]);

  // Carl is not on the private list: he can neither open nor acknowledge it.
  expect(codes(await h.call(MARK, { r: recipe.id, v: 1 }, carl))).toEqual(['FORBIDDEN']);

  // The chef raises the tarragon, adds egg yolk and a step: Anna's changes are exactly these.
  const [butterLine, tarragonLine] = recipe.ingredients.map((l) => l.id);
  await send(
    UPDATE,
    {
      id: recipe.id,
      i: {
        ingredients: [
          { id: butterLine, ingredientsId: butter, unitId: grams, quantity: 250, unitOfMeasure: 'g' },
          { id: tarragonLine, ingredientsId: tarragon, unitId: grams, quantity: 15, unitOfMeasure: 'g' },
          { ingredientsId: egg, unitId: grams, quantity: 60, unitOfMeasure: 'g' },
        ],
        steps: [{ id: recipe.steps[0]?.id, title: 'Reduce' }, { title: 'Mount with butter' }],
      },
    },
    adminOf(kitchen),
  );
  expect(await reads(recipe.id)).toMatchObject({ version: 2, readCount: 0, cookCount: 2 });
  const changed = await mine(recipe.id, anna);
  expect(changed.changesSinceMyRead).toEqual({
    from: 1,
    to: 2,
    allergensGained: [{ id: eggAllergen }],
    lines: [
      { kind: 'CHANGED', changed: ['quantity'], after: { quantity: 15 } },
      { kind: 'ADDED', changed: [], after: { quantity: 60 } },
    ],
    steps: [{ kind: 'ADDED', number: 2 }],
    fields: [],
  });
  await send(MARK, { r: recipe.id, v: 2 }, anna);
  expect((await mine(recipe.id, anna)).changesSinceMyRead).toBeNull();
  expect((await reads(recipe.id)).readCount).toBe(1);
});

test('an acknowledgement never moves back, a future version is refused by name, and only cooks acknowledge', async () => {
  const recipe = (await send<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'Jus' } }, adminOf(kitchen))).CreateRecipeMenu;
  await send(UPDATE, { id: recipe.id, i: { notes: 'Skim well' } }, adminOf(kitchen));
  await send(MARK, { r: recipe.id, v: 2 }, ben);
  expect((await send<{ MarkRecipeRead: unknown }>(MARK, { r: recipe.id, v: 1 }, ben)).MarkRecipeRead).toMatchObject({ readVersion: 2 });

  const future = await h.call(MARK, { r: recipe.id, v: 3 }, ben, { locale: 'nl' });
  expect(firstError(future)).toMatchObject({
    message: 'Versie 3 van dit recept bestaat niet',
    extensions: { code: 'BAD_USER_INPUT', field: 'version' },
  });
  expect(codes(await h.call(MARK, { r: recipe.id, v: 1 }, adminOf(kitchen)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(MARK, { r: recipe.id, v: 1 }, stranger))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(READS, { r: recipe.id }, adminOf(otherKitchen)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(READS, { r: recipe.id }, cookOf(kitchen, userIdOf(ben))))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(READS, { r: recipe.id }, superAdmin))).toEqual([]);
});

test('a cook’s changes leave out what cooks are never shown: prices and who else may see it', async () => {
  const dish = (
    await send<{ CreateRecipeMenu: { id: string } }>(
      CREATE,
      { i: { title: 'Steak frites', type: 'MENU', sellingPrice: '24.50', vatRate: 9 } },
      adminOf(kitchen),
    )
  ).CreateRecipeMenu;
  await send(MARK, { r: dish.id, v: 1 }, carl);
  await send(UPDATE, { id: dish.id, i: { sellingPrice: '26.00', notes: 'Rest the steak 5 minutes' } }, adminOf(kitchen));
  expect((await mine(dish.id, carl)).changesSinceMyRead?.fields).toEqual([{ field: 'notes' }]);
});

test('per cook: every recipe they may see and whether they read its released version, to read first; their kitchen’s admins only', async () => {
  const COOK_READS = `query ($c: ID!) { getCookReads(cookId: $c) { readCount recipeCount recipes { recipe { title } readVersion upToDate } } }`;
  const cookReads = async (cook: Caller) =>
    (
      await send<{ getCookReads: { readCount: number; recipeCount: number; recipes: { recipe: { title: string }; upToDate: boolean }[] } }>(
        COOK_READS,
        { c: userIdOf(cook) },
        adminOf(kitchen),
      )
    ).getCookReads;
  const annasReads = await cookReads(anna);
  const carlsReads = await cookReads(carl);
  // Béarnaise is private to Anna and Ben: Carl is never asked to read it.
  expect(annasReads.recipes.map((r) => r.recipe.title)).toContain('Béarnaise');
  expect(carlsReads.recipes.map((r) => r.recipe.title)).not.toContain('Béarnaise');
  expect(annasReads.recipes.find((r) => r.recipe.title === 'Béarnaise')?.upToDate).toBe(true);
  // Those still to read come first.
  const order = annasReads.recipes.map((r) => r.upToDate);
  expect(order).toEqual([...order].sort((a, b) => Number(a) - Number(b)));
  expect(annasReads.readCount).toBe(annasReads.recipes.filter((r) => r.upToDate).length);
  expect(codes(await h.call(COOK_READS, { c: userIdOf(anna) }, adminOf(otherKitchen)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(COOK_READS, { c: userIdOf(anna) }, ben))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(COOK_READS, { c: userIdOf(stranger) }, adminOf(kitchen)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(COOK_READS, { c: userIdOf(anna) }, superAdmin))).toEqual([]);
});
