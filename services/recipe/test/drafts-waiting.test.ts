import type { Caller } from '@brigade/service-kit';
import { adminOf, codes, CREATE, firstError, id, startHarness, superAdmin, type Harness } from './support';

/** Issue #45: the drafts waiting are marked in the lists and on the dashboard; the chef's note reaches the cooks. */
let h: Harness;
const kitchen = id();
const otherKitchen = id();
const butter = id();
const grams = id();
let anna: Caller, rivalCook: Caller;

const SETTINGS = `mutation ($on: Boolean!) { UpdateReleaseSettings(input: { reviewChanges: $on }) { reviewChanges } }`;
const SAVE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { versionNumber } }`;
const RELEASE = `mutation ($r: ID!, $v: Int!, $note: String) { ReleaseRecipeDraft(recipeId: $r, version: $v, note: $note) { versionNumber } }`;
const LIST = `{ getRecipeMenu(pageNo: 1, sizePerPage: 50, sort: TITLE) { records { title draftWaiting } } }`;
const WAITING = `query ($k: ID, $n: Int) { getDraftsWaiting(kitchenId: $k, limit: $n) { total records { version note recipe { id title type } } } }`;
const MARK = `mutation ($r: ID!, $v: Int!) { MarkRecipeRead(recipeId: $r, version: $v) { readVersion } }`;
const NOTICES = `{ getMyRecipeNotices { title releaseNotesSinceMyRead { version note } changesSinceMyRead { from to } } }`;

const admin = adminOf(kitchen);
const rival = adminOf(otherKitchen);

beforeAll(async () => {
  h = await startHarness('recipe_drafts_waiting');
  await h.ingredient(butter, 'Butter');
  await h.unit(grams, { code: 'g', dimension: 'MASS', toBase: 1 });
  [anna, rivalCook] = await Promise.all([h.cook(kitchen), h.cook(otherKitchen)]);
});

afterAll(async () => {
  await h.stop();
});

async function send<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<T> {
  const reply = await h.call<T>(query, variables, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

async function create(title: string, by: Caller, type = 'RECIPE') {
  const created = await send<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title, type } }, by);
  return created.CreateRecipeMenu.id;
}

const butterLine = (grams_: number) => [{ ingredientsId: butter, unitId: grams, quantity: grams_, unitOfMeasure: 'g' }];

test("the lists mark a recipe with a draft waiting, for its admins only; the dashboard lists the kitchen's own drafts only", async () => {
  await send(SETTINGS, { on: true }, admin);
  await send(SETTINGS, { on: true }, rival);
  const [sauce, cod, plain] = [await create('Beurre blanc', admin), await create('Cod', admin, 'MENU'), await create('Plain', admin)];
  const theirs = await create('Their secret sauce', rival);
  await send(SAVE, { id: sauce, i: { notes: 'Reduce longer', changeNote: 'Longer reduction' } }, admin);
  await send(SAVE, { id: cod, i: { notes: 'Cod now 180 g' } }, admin);
  await send(SAVE, { id: theirs, i: { notes: 'Not yours' } }, rival);

  expect((await send<{ getRecipeMenu: { records: unknown[] } }>(LIST, {}, admin)).getRecipeMenu.records).toEqual([
    { title: 'Beurre blanc', draftWaiting: true },
    { title: 'Cod', draftWaiting: true },
    { title: 'Plain', draftWaiting: false },
  ]);
  // A cook is never told a change is coming (#43).
  expect((await send<{ getRecipeMenu: { records: { draftWaiting: boolean }[] } }>(LIST, {}, anna)).getRecipeMenu.records).toEqual(
    expect.not.arrayContaining([expect.objectContaining({ draftWaiting: true })]),
  );

  const mine = await send<{ getDraftsWaiting: { total: number; records: { note: string | null; recipe: { id: string } }[] } }>(
    WAITING,
    {},
    admin,
  );
  expect(mine.getDraftsWaiting.total).toBe(2);
  expect(mine.getDraftsWaiting.records.map((d) => d.recipe.id)).toEqual([cod, sauce]);
  expect(mine.getDraftsWaiting.records[1]).toEqual({
    version: 2,
    note: 'Longer reduction',
    recipe: { id: sauce, title: 'Beurre blanc', type: 'RECIPE' },
  });
  expect(mine.getDraftsWaiting.records.map((d) => d.recipe.id)).not.toContain(theirs);
  expect(mine.getDraftsWaiting.records.map((d) => d.recipe.id)).not.toContain(plain);

  // Another kitchen's drafts: never by naming it, never for a cook, the super admin names a kitchen.
  expect(codes(await h.call(WAITING, { k: otherKitchen }, admin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(WAITING, {}, anna))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(WAITING, {}, rivalCook))).toEqual(['FORBIDDEN']);
  const theirsAsked = await send<{ getDraftsWaiting: { total: number; records: { recipe: { id: string } }[] } }>(WAITING, {}, rival);
  expect(theirsAsked.getDraftsWaiting.records.map((d) => d.recipe.id)).toEqual([theirs]);
  const named = await send<{ getDraftsWaiting: { total: number } }>(WAITING, { k: kitchen, n: 1 }, superAdmin);
  expect(named.getDraftsWaiting.total).toBe(2);

  // Bounded, and said so by field in the caller's language.
  expect(firstError(await h.call(WAITING, { n: 500 }, admin, { locale: 'nl' }))).toMatchObject({
    message: 'Vraag om 1 tot 20 concepten',
    extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
  });

  // What the cook's view of a draft reads (mfe-kitchen LINE_DRAFT): the draft for the kitchen's admins, nothing for a cook.
  const LINE_DRAFT = `query ($id: ID!) { getRecipeMenuById(id: $id) { releasedVersionNumber draft { version recipe {
    notes allergenProfile { status } ingredients { id } myRead { readVersion } changesSinceMyRead { from } releaseNotesSinceMyRead { note } } } } }`;
  expect((await send<{ getRecipeMenuById: unknown }>(LINE_DRAFT, { id: cod }, admin)).getRecipeMenuById).toEqual({
    releasedVersionNumber: 1,
    draft: {
      version: 2,
      recipe: {
        notes: 'Cod now 180 g',
        allergenProfile: expect.any(Array),
        ingredients: [],
        myRead: null,
        changesSinceMyRead: null,
        releaseNotesSinceMyRead: [],
      },
    },
  });
  expect((await send<{ getRecipeMenuById: { draft: unknown } }>(LINE_DRAFT, { id: cod }, anna)).getRecipeMenuById.draft).toBeNull();
  // Another kitchen's recipe reads like one not there (README 'Who sees what'): its draft with it.
  const theirView = await h.call<{ getRecipeMenuById: unknown }>(LINE_DRAFT, { id: cod }, rival);
  expect(theirView.data?.getRecipeMenuById ?? null).toBeNull();
  expect(codes(theirView)).toEqual(['NOT_FOUND']);

  await send(RELEASE, { r: cod, v: 2 }, admin);
  const after = await send<{ getDraftsWaiting: { total: number; records: { recipe: { id: string } }[] } }>(WAITING, {}, admin);
  expect(after.getDraftsWaiting.records.map((d) => d.recipe.id)).toEqual([sauce]);
  await send(SETTINGS, { on: false }, admin);
  await send(SETTINGS, { on: false }, rival);
});

test("a cook's notice carries the chef's notes of the releases since their read, newest first; never a reviewer's draft note", async () => {
  await send(SETTINGS, { on: true }, admin);
  const cod = await create('Cod with mustard crust', admin);
  await send(MARK, { r: cod, v: 1 }, anna);
  await send(SAVE, { id: cod, i: { ingredients: butterLine(20), changeNote: 'draft: ask Jean about the butter' } }, admin);
  await send(RELEASE, { r: cod, v: 2, note: 'Cod now 180 g; mustard in the crust: tell the floor' }, admin);
  await send(SETTINGS, { on: false }, admin);
  await send(SAVE, { id: cod, i: { ingredients: butterLine(25), changeNote: 'A little more butter' } }, admin);
  await send(SAVE, { id: cod, i: { notes: 'Rest 2 min' } }, admin);

  const notices = await send<{ getMyRecipeNotices: unknown[] }>(NOTICES, {}, anna);
  expect(notices.getMyRecipeNotices).toEqual([
    {
      title: 'Cod with mustard crust',
      releaseNotesSinceMyRead: [
        { version: 3, note: 'A little more butter' },
        { version: 2, note: 'Cod now 180 g; mustard in the crust: tell the floor' },
      ],
      changesSinceMyRead: { from: 1, to: 4 },
    },
  ]);
  // Read: nothing more to tell; an admin is never given a cook's notes.
  await send(MARK, { r: cod, v: 4 }, anna);
  expect((await send<{ getMyRecipeNotices: unknown[] }>(NOTICES, {}, anna)).getMyRecipeNotices).toEqual([]);
  const asAdmin = await send<{ getRecipeMenuById: { releaseNotesSinceMyRead: unknown[] } }>(
    `query ($id: ID!) { getRecipeMenuById(id: $id) { releaseNotesSinceMyRead { note } } }`,
    { id: cod },
    admin,
  );
  expect(asAdmin.getRecipeMenuById.releaseNotesSinceMyRead).toEqual([]);
});

test('each history row counts what its version changed; versions written before the count are compared when listed', async () => {
  const sauce = await create('Sauce vierge', admin);
  await send(SAVE, { id: sauce, i: { ingredients: butterLine(10), steps: [{ title: 'Warm the oil' }] } }, admin);
  await send(SAVE, { id: sauce, i: { ingredients: butterLine(12), notes: 'Serve warm', title: 'Sauce vierge tiède' } }, admin);
  const HISTORY = `query ($r: ID!) { getRecipeVersions(recipeId: $r) { records { number changes { allergens lines steps fields } } } }`;
  const expected = [
    // The line was sent without its id: a new line for the old one (removed, added).
    { number: 3, changes: { allergens: 0, lines: 2, steps: 0, fields: 2 } },
    { number: 2, changes: { allergens: 0, lines: 1, steps: 1, fields: 0 } },
    { number: 1, changes: null },
  ];
  expect((await send<{ getRecipeVersions: { records: unknown[] } }>(HISTORY, { r: sauce }, admin)).getRecipeVersions.records).toEqual(
    expected,
  );
  // A compared price is written with the kitchen's costing currency.
  const compared = await send<{ compareRecipeVersions: { currency: string } }>(
    `query ($r: ID!) { compareRecipeVersions(recipeId: $r, from: 2, to: 3) { currency } }`,
    { r: sauce },
    admin,
  );
  expect(compared.compareRecipeVersions.currency).toBe('EUR');
  await h.service.connection.collection('recipe_versions').updateMany({}, { $unset: { changes: '' } });
  expect((await send<{ getRecipeVersions: { records: unknown[] } }>(HISTORY, { r: sauce }, admin)).getRecipeVersions.records).toEqual(
    expected,
  );
});
