import { Types } from 'mongoose';
import type { RecipeEvents } from '@brigade/events';
import type { Caller } from '@brigade/service-kit';
import { adminOf, codes, CREATE, firstError, id, startHarness, superAdmin, type Harness } from './support';

/** Issue #25: review before release; cooks keep the released version while a draft waits. */
let h: Harness;
const kitchen = id();
const otherKitchen = id();
const [butter, tarragon] = [id(), id()];
const grams = id();
let anna: Caller, ben: Caller;

const SETTINGS = `mutation ($on: Boolean!) { UpdateReleaseSettings(input: { reviewChanges: $on }) { reviewChanges } }`;
const SAVE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { versionNumber releasedVersionNumber ingredients { quantity } } }`;
const AS_COOK = `query ($id: ID!) { getRecipeMenuById(id: $id) { versionNumber releasedVersionNumber ingredients { quantity } draft { version } } }`;
const AS_ADMIN = `query ($id: ID!) { getRecipeMenuById(id: $id) { versionNumber releasedVersionNumber ingredients { quantity }
  draft { version note savedById sentBack { comment byId } recipe { versionNumber ingredients { quantity } } } } }`;
const RELEASE = `mutation ($r: ID!, $v: Int!, $note: String) { ReleaseRecipeDraft(recipeId: $r, version: $v, note: $note) {
  versionNumber releasedVersionNumber ingredients { quantity } } }`;
const SEND_BACK = `mutation ($r: ID!, $v: Int!, $c: String!) { SendBackRecipeDraft(recipeId: $r, version: $v, comment: $c) { draft { sentBack { comment } } } }`;
const HISTORY = `query ($r: ID!) { getRecipeVersions(recipeId: $r) { records { number draft releaseNote releasedById } } }`;
const NUDGE = `mutation ($r: ID!) { NudgeRecipeReaders(recipeId: $r) }`;
const MARK = `mutation ($r: ID!, $v: Int!) { MarkRecipeRead(recipeId: $r, version: $v) { readVersion } }`;
const NOTICES = `{ getMyRecipeNotices { title releasedVersionNumber changesSinceMyRead { from to lines { kind } } } }`;

const admin = adminOf(kitchen);
const userIdOf = (c: Caller) => (c.kind === 'user' ? c.userId : '');

beforeAll(async () => {
  h = await startHarness('recipe_releases');
  await h.ingredient(butter, 'Butter');
  await h.ingredient(tarragon, 'Tarragon');
  await h.unit(grams, { code: 'g', dimension: 'MASS', toBase: 1 });
  [anna, ben] = await Promise.all([h.cook(kitchen), h.cook(kitchen)]);
});

afterAll(async () => {
  await h.stop();
});

async function send<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<T> {
  const reply = await h.call<T>(query, variables, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

const lines = (tarragonGrams: number, ids: string[] = []) => [
  { id: ids[0], ingredientsId: butter, unitId: grams, quantity: 250, unitOfMeasure: 'g' },
  { id: ids[1], ingredientsId: tarragon, unitId: grams, quantity: tarragonGrams, unitOfMeasure: 'g' },
];

async function bearnaise(title = 'Béarnaise') {
  const created = await send<{ CreateRecipeMenu: { id: string; ingredients: { id: string }[] } }>(
    CREATE,
    { i: { title, ingredients: lines(10) } },
    admin,
  );
  return { id: created.CreateRecipeMenu.id, lineIds: created.CreateRecipeMenu.ingredients.map((l) => l.id) };
}

async function released(recipeId: string) {
  const doc = await h.recipes.findById(recipeId).select('+_outbox').lean();
  return (doc?._outbox ?? [])
    .filter((e) => e.type === 'RecipeVersionReleased')
    .map((e) => e.payload as RecipeEvents['RecipeVersionReleased']);
}

test('without review every save is released at once and announced to the cooks who may see it, none for a price', async () => {
  const recipe = await bearnaise('Hollandaise');
  await send(SAVE, { id: recipe.id, i: { ingredients: lines(15, recipe.lineIds), changeNote: 'More tarragon' } }, admin);
  expect(await released(recipe.id)).toEqual([
    expect.objectContaining({
      version: 2,
      previousVersion: 1,
      note: 'More tarragon',
      releasedBy: userIdOf(admin),
      notifyUserIds: [userIdOf(anna), userIdOf(ben)].sort(),
      changes: { allergens: 0, lines: 1, steps: 0, fields: 0 },
    }),
  ]);
  const dish = (
    await send<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'Steak', type: 'MENU', sellingPrice: '20' } }, admin)
  ).CreateRecipeMenu;
  await send(SAVE, { id: dish.id, i: { sellingPrice: '22' } }, admin);
  expect((await released(dish.id)).map((e) => [e.version, e.notifyUserIds])).toEqual([[2, []]]);
});

test('with review, cooks keep the released version while drafts wait; a release of the previewed draft puts it live', async () => {
  expect(await send(SETTINGS, { on: true }, admin)).toEqual({ UpdateReleaseSettings: { reviewChanges: true } });
  const recipe = await bearnaise();
  await send(MARK, { r: recipe.id, v: 1 }, anna);

  const saved = await send(SAVE, { id: recipe.id, i: { ingredients: lines(15, recipe.lineIds), changeNote: 'More tarragon' } }, admin);
  expect(saved.UpdateRecipeMenu).toEqual({
    versionNumber: 2,
    releasedVersionNumber: 1,
    ingredients: [{ quantity: 250 }, { quantity: 15 }],
  });
  // The cook still cooks version 1 and sees no draft, not even its number (#43); a draft cannot be acknowledged.
  expect((await send(AS_COOK, { id: recipe.id }, anna)).getRecipeMenuById).toEqual({
    versionNumber: 1,
    releasedVersionNumber: 1,
    ingredients: [{ quantity: 250 }, { quantity: 10 }],
    draft: null,
  });
  expect(firstError(await h.call(MARK, { r: recipe.id, v: 2 }, anna))).toMatchObject({ extensions: { field: 'version' } });
  expect(await released(recipe.id)).toEqual([]);

  // Another save of the draft; the admin sees both, labelled.
  await send(SAVE, { id: recipe.id, i: { ingredients: lines(20, recipe.lineIds), changeNote: 'Even more' } }, admin);
  expect((await send(AS_ADMIN, { id: recipe.id }, admin)).getRecipeMenuById).toEqual({
    versionNumber: 3,
    releasedVersionNumber: 1,
    ingredients: [{ quantity: 250 }, { quantity: 10 }],
    draft: {
      version: 3,
      note: 'Even more',
      savedById: userIdOf(admin),
      sentBack: null,
      recipe: { versionNumber: 3, ingredients: [{ quantity: 250 }, { quantity: 20 }] },
    },
  });

  // Releasing what was previewed before the last save is refused by name; the newest is released.
  expect(firstError(await h.call(RELEASE, { r: recipe.id, v: 2 }, admin, { locale: 'de' }))).toMatchObject({
    message: 'Der Entwurf wurde geändert, seit du ihn geöffnet hast: Version 3 ist die neueste, bitte sieh sie dir noch einmal an',
    extensions: { code: 'BAD_USER_INPUT', field: 'version' },
  });
  expect(codes(await h.call(RELEASE, { r: recipe.id, v: 3 }, superAdmin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(RELEASE, { r: recipe.id, v: 3 }, adminOf(otherKitchen)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(RELEASE, { r: recipe.id, v: 3 }, anna))).toEqual(['FORBIDDEN']);
  const live = await send(RELEASE, { r: recipe.id, v: 3, note: 'Tarragon 10 g → 20 g for the new menu' }, admin);
  expect(live.ReleaseRecipeDraft).toEqual({
    versionNumber: 3,
    releasedVersionNumber: 3,
    ingredients: [{ quantity: 250 }, { quantity: 20 }],
  });
  expect((await send(AS_COOK, { id: recipe.id }, anna)).getRecipeMenuById).toMatchObject({ releasedVersionNumber: 3, draft: null });

  const history = await send<{ getRecipeVersions: { records: unknown[] } }>(HISTORY, { r: recipe.id }, admin);
  expect(history.getRecipeVersions.records).toEqual([
    { number: 3, draft: true, releaseNote: 'Tarragon 10 g → 20 g for the new menu', releasedById: userIdOf(admin) },
    { number: 2, draft: true, releaseNote: null, releasedById: null },
    { number: 1, draft: false, releaseNote: null, releasedById: null },
  ]);
  expect(await released(recipe.id)).toEqual([
    expect.objectContaining({ version: 3, previousVersion: 1, changes: { allergens: 0, lines: 1, steps: 0, fields: 0 } }),
  ]);

  // Anna read version 1: her notice runs 1 → 3. Ben never read it: nudged, as is Anna until she reads.
  expect((await send(NOTICES, {}, anna)).getMyRecipeNotices).toEqual([
    { title: 'Béarnaise', releasedVersionNumber: 3, changesSinceMyRead: { from: 1, to: 3, lines: [{ kind: 'CHANGED' }] } },
  ]);
  expect((await send(NOTICES, {}, ben)).getMyRecipeNotices).toEqual([]);
  expect((await send(NUDGE, { r: recipe.id }, admin)).NudgeRecipeReaders).toBe(2);
  // Pressed again at once: nobody is asked twice within the hour (#43: any number of pushes a minute).
  expect((await send(NUDGE, { r: recipe.id }, admin)).NudgeRecipeReaders).toBe(0);
  await send(MARK, { r: recipe.id, v: 3 }, anna);
  // An hour later Ben, who still has not read it, is asked again; Anna has read it.
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000);
  await h.service.connection
    .collection('recipe_reads')
    .updateMany({ recipeId: new Types.ObjectId(recipe.id) }, { $set: { nudgedAt: anHourAgo } });
  expect((await send(NUDGE, { r: recipe.id }, admin)).NudgeRecipeReaders).toBe(1);
  const doc = await h.recipes.findById(recipe.id).select('+_outbox').lean();
  const nudges = (doc?._outbox ?? []).filter((e) => e.type === 'RecipeReadNudged').map((e) => (e.payload as { userIds: string[] }).userIds);
  expect(nudges).toEqual([[userIdOf(anna), userIdOf(ben)].sort(), [userIdOf(ben)]]);
  await send(SETTINGS, { on: false }, admin);
});

test('a draft sent back carries the comment until the next save; with review turned off, the next save takes it live', async () => {
  await send(SETTINGS, { on: true }, admin);
  const recipe = await bearnaise('Choron');
  await send(SAVE, { id: recipe.id, i: { ingredients: lines(30, recipe.lineIds) } }, admin);
  expect(firstError(await h.call(SEND_BACK, { r: recipe.id, v: 2, c: '  ' }, admin))).toMatchObject({ extensions: { field: 'comment' } });
  const back = await send(SEND_BACK, { r: recipe.id, v: 2, c: '30 g is too much' }, admin);
  expect(back.SendBackRecipeDraft).toEqual({ draft: { sentBack: { comment: '30 g is too much' } } });
  await send(SAVE, { id: recipe.id, i: { ingredients: lines(12, recipe.lineIds) } }, admin);
  expect((await send(AS_ADMIN, { id: recipe.id }, admin)).getRecipeMenuById).toMatchObject({ draft: { version: 3, sentBack: null } });

  await send(SETTINGS, { on: false }, admin);
  const live = await send(SAVE, { id: recipe.id, i: { notes: 'Add tomato last' } }, admin);
  expect(live.UpdateRecipeMenu).toEqual({ versionNumber: 4, releasedVersionNumber: 4, ingredients: [{ quantity: 250 }, { quantity: 12 }] });
  expect((await send(AS_COOK, { id: recipe.id }, anna)).getRecipeMenuById).toMatchObject({
    releasedVersionNumber: 4,
    ingredients: [{}, { quantity: 12 }],
  });
});

test('the review setting: a kitchen admin’s own kitchen, a super admin names one, cooks never', async () => {
  expect(codes(await h.call(SETTINGS, { on: true }, anna))).toEqual(['FORBIDDEN']);
  const other = await h.call(
    `mutation { UpdateReleaseSettings(kitchenId: "${kitchen}", input: { reviewChanges: true }) { reviewChanges } }`,
    {},
    adminOf(otherKitchen),
  );
  expect(codes(other)).toEqual(['FORBIDDEN']);
  const named = await send(`query ($k: ID) { getReleaseSettings(kitchenId: $k) { kitchenId reviewChanges } }`, { k: kitchen }, superAdmin);
  expect(named).toEqual({ getReleaseSettings: { kitchenId: kitchen, reviewChanges: false } });
});

test('a released draft that never touched the cooks keeps the private recipe’s cooks', async () => {
  await send(SETTINGS, { on: true }, admin);
  const created = await send<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    { i: { title: 'Staff curry', isPrivate: true, cookIds: [userIdOf(anna)] } },
    admin,
  );
  const id = created.CreateRecipeMenu.id;
  await send(SAVE, { id, i: { notes: 'Less chilli' } }, admin);
  await send(RELEASE, { r: id, v: 2 }, admin);
  expect((await send(AS_COOK, { id }, anna)).getRecipeMenuById).toMatchObject({ releasedVersionNumber: 2 });
  expect(codes(await h.call(AS_COOK, { id }, ben))).toEqual(['FORBIDDEN']);
  await send(SETTINGS, { on: false }, admin);
});
