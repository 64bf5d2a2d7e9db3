import { mongo, Types } from 'mongoose';
import { adminOf, codes, cookOf, CREATE, firstError, id, startHarness, superAdmin, UPDATE, type Harness } from './support';

/** Issue #25, first step: every save is a version; history is cheap to list and to store; a restore is a new version. */
let h: Harness;
const kitchen = id();
const otherKitchen = id();
const ingredients = Array.from({ length: 40 }, () => id());
const grams = id();
let cook: string;

const VERSIONS = `query ($r: ID!, $p: Int, $s: Int) { getRecipeVersions(recipeId: $r, pageNo: $p, sizePerPage: $s) {
  total records { number savedAt savedById note restoredFrom } } }`;
const VERSION = `query ($r: ID!, $n: Int!) { getRecipeVersion(recipeId: $r, number: $n) {
  version { number savedById note restoredFrom }
  content { title notes yieldValue isPrivate cookIds allergenIds effectiveAllergenIds
    steps { id title description } ingredients { id position ingredientsId unitId quantity unitOfMeasure } } } }`;
const RESTORE = `mutation ($r: ID!, $n: Int!, $note: String) { RestoreRecipeVersion(recipeId: $r, number: $n, changeNote: $note) {
  id title notes versionNumber ingredients { id quantity } } }`;

type Summary = { number: number; savedAt: string; savedById: string | null; note: string | null; restoredFrom: number | null };
type Content = {
  title: string;
  notes: string | null;
  cookIds: string[];
  steps: { id: string; title: string }[];
  ingredients: { id: string; ingredientsId: string; quantity: number }[];
};
type Detail = { version: Summary; content: Content };

beforeAll(async () => {
  h = await startHarness('recipe_versions');
  for (const [i, ingredientId] of ingredients.entries()) await h.ingredient(ingredientId, `Ingredient ${i + 1}`);
  await h.unit(grams, { code: 'g', dimension: 'MASS', toBase: 1 });
  cook = ((await h.cook(kitchen)) as { userId: string }).userId;
});

afterAll(async () => {
  await h.stop();
});

const lines = (count: number, quantity = (i: number) => 10 + i) =>
  ingredients.slice(0, count).map((ingredientsId, i) => ({ ingredientsId, unitId: grams, quantity: quantity(i), unitOfMeasure: 'g' }));

async function create(input: Record<string, unknown>, caller = adminOf(kitchen)): Promise<{ id: string; ingredients: { id: string }[] }> {
  const reply = await h.call<{ CreateRecipeMenu: { id: string; ingredients: { id: string }[] } }>(CREATE, { i: input }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data!.CreateRecipeMenu;
}

async function update(recipeId: string, input: Record<string, unknown>, caller = adminOf(kitchen)) {
  const reply = await h.call(UPDATE, { id: recipeId, i: input }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
}

async function versions(recipeId: string, pageNo = 1, sizePerPage = 100, caller = adminOf(kitchen)) {
  return h.call<{ getRecipeVersions: { total: number; records: Summary[] } }>(VERSIONS, { r: recipeId, p: pageNo, s: sizePerPage }, caller);
}

async function version(recipeId: string, number: number, caller = adminOf(kitchen)): Promise<Detail> {
  const reply = await h.call<{ getRecipeVersion: Detail }>(VERSION, { r: recipeId, n: number }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data!.getRecipeVersion;
}

const versionDocs = (recipeId: string) =>
  h.service.connection
    .collection('recipe_versions')
    .find({ recipeId: new Types.ObjectId(recipeId) })
    .toArray();

test('5 saves make 5 versions, newest first, each with its author, time, note and the whole content', async () => {
  const authors = [adminOf(kitchen), adminOf(kitchen), adminOf(kitchen), adminOf(kitchen), adminOf(kitchen)];
  const created = await create(
    { title: 'Béarnaise', ingredients: lines(3), steps: [{ title: 'Reduce' }], changeNote: 'First draft' },
    authors[0],
  );
  const lineIds = created.ingredients.map((l) => ({ id: l.id }));
  const three = (q: number) => lines(3, (i) => (i === 1 ? q : 10 + i)).map((l, i) => ({ ...l, ...lineIds[i] }));
  await update(created.id, { ingredients: three(15), changeNote: 'Tarragon 11 g → 15 g' }, authors[1]);
  await update(created.id, { notes: 'Keep warm at 60 °C' }, authors[2]);
  await update(created.id, { steps: [{ title: 'Reduce' }, { title: 'Mount with butter' }], changeNote: 'New step 2' }, authors[3]);
  await update(created.id, { isPrivate: true, cookIds: [cook], changeNote: 'Only for the sauce cook' }, authors[4]);

  const list = await versions(created.id);
  expect(list.errors).toBeUndefined();
  expect(list.data?.getRecipeVersions.total).toBe(5);
  const records = list.data?.getRecipeVersions.records ?? [];
  expect(records.map((v) => v.number)).toEqual([5, 4, 3, 2, 1]);
  expect(records.map((v) => v.savedById)).toEqual(authors.map((a) => (a as { userId: string }).userId).reverse());
  expect(records.map((v) => v.note)).toEqual(['Only for the sauce cook', 'New step 2', null, 'Tarragon 11 g → 15 g', 'First draft']);
  expect(records.every((v, i) => i === 0 || v.savedAt <= (records[i - 1] as Summary).savedAt)).toBe(true);

  const [v1, v2, v3, v4, v5] = await Promise.all([1, 2, 3, 4, 5].map((n) => version(created.id, n)));
  expect(v1?.content.ingredients.map((l) => l.quantity)).toEqual([10, 11, 12]);
  expect(v2?.content.ingredients.map((l) => l.quantity)).toEqual([10, 15, 12]);
  expect(v2?.content.ingredients.map((l) => l.id)).toEqual(created.ingredients.map((l) => l.id));
  expect([v2?.content.notes, v3?.content.notes]).toEqual([null, 'Keep warm at 60 °C']);
  expect([v3?.content.steps.length, v4?.content.steps.map((s) => s.title)]).toEqual([1, ['Reduce', 'Mount with butter']]);
  expect(v5?.content).toMatchObject({ isPrivate: true, cookIds: [cook], notes: 'Keep warm at 60 °C' });
});

test('a restore saves version 2’s content as version 6, through the save’s checks; version 2 stays as it was', async () => {
  const created = await create({ title: 'Velouté', ingredients: lines(2) });
  const keep = created.ingredients.map((l) => l.id);
  await update(created.id, { title: 'Velouté de volaille', ingredients: lines(2, () => 50).map((l, i) => ({ ...l, id: keep[i] })) });
  await update(created.id, { ingredients: lines(4, () => 70) });
  await update(created.id, { notes: 'Strain twice' });
  await update(created.id, { title: 'Chicken velouté' });
  const before = await version(created.id, 2);

  const restored = await h.call<{ RestoreRecipeVersion: Record<string, unknown> }>(
    RESTORE,
    { r: created.id, n: 2, note: 'Back to 50 g' },
    adminOf(kitchen),
  );
  expect(restored.errors).toBeUndefined();
  expect(restored.data?.RestoreRecipeVersion).toMatchObject({
    title: 'Velouté de volaille',
    notes: null,
    versionNumber: 6,
    ingredients: keep.map((lineId) => ({ id: lineId, quantity: 50 })),
  });
  const six = await version(created.id, 6);
  expect(six.version).toMatchObject({ number: 6, note: 'Back to 50 g', restoredFrom: 2 });
  expect(six.content).toEqual(before.content);
  expect(await version(created.id, 2)).toEqual(before);
  expect((await versions(created.id)).data?.getRecipeVersions.total).toBe(6);

  const missing = await h.call(RESTORE, { r: created.id, n: 9 }, adminOf(kitchen), { locale: 'nl' });
  expect(firstError(missing)).toMatchObject({
    message: 'Versie 9 van dit recept bestaat niet',
    extensions: { code: 'BAD_USER_INPUT', field: 'number' },
  });
  // A restore sent again with its Idempotency-Key (a retry after a lost answer) restores once.
  const [meta, chef] = [{ idempotencyKey: 'restore-retry-000000001' }, adminOf(kitchen)];
  const first = await h.call<{ RestoreRecipeVersion: { versionNumber: number } }>(RESTORE, { r: created.id, n: 1 }, chef, meta);
  const again = await h.call<{ RestoreRecipeVersion: { versionNumber: number } }>(RESTORE, { r: created.id, n: 1 }, chef, meta);
  expect(again.errors).toBeUndefined();
  expect([first.data?.RestoreRecipeVersion.versionNumber, again.data?.RestoreRecipeVersion.versionNumber]).toEqual([7, 7]);
  expect((await versions(created.id)).data?.getRecipeVersions.total).toBe(7);
});

test('a change note is at most 500 characters, refused by name in the caller’s language', async () => {
  const created = await create({ title: 'Jus' });
  const reply = await h.call(UPDATE, { id: created.id, i: { notes: 'x', changeNote: 'n'.repeat(501) } }, adminOf(kitchen), {
    locale: 'de',
  });
  expect(firstError(reply)).toMatchObject({
    message: 'Bitte höchstens 500 Zeichen verwenden',
    extensions: { code: 'BAD_USER_INPUT', field: 'changeNote' },
  });
  expect((await versions(created.id)).data?.getRecipeVersions.total).toBe(1);
});

test('200 versions list a page at a time, newest first, in three queries and without their contents', async () => {
  const created = await create({ title: 'Stock', ingredients: lines(40) });
  for (let n = 2; n <= 200; n++) await update(created.id, { yieldValue: n });
  const queries = await h.countQueries(async () => {
    const first = await versions(created.id, 1, 100);
    expect(first.data?.getRecipeVersions.total).toBe(200);
    expect(first.data?.getRecipeVersions.records.map((v) => v.number)).toEqual(Array.from({ length: 100 }, (_, i) => 200 - i));
  });
  expect(queries).toHaveLength(3);
  const second = await versions(created.id, 2, 100);
  expect(second.data?.getRecipeVersions.records.map((v) => v.number)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
  expect((await versions(created.id, 3, 100)).data?.getRecipeVersions.records).toEqual([]);
  // The list reads only the small fields: none of the stored snapshots or patches travel.
  const seen: unknown[] = [];
  h.service.connection.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (collection === 'recipe_versions' && method === 'find') seen.push(args[1]);
  });
  await versions(created.id, 1, 100);
  h.service.connection.set('debug', false);
  expect(JSON.stringify(seen)).toMatch(/savedBy/);
  expect(JSON.stringify(seen)).not.toMatch(/snapshot|patch/);
  // Rebuilt from a snapshot and its patches, any version reads as it was saved.
  for (const n of [1, 49, 50, 51, 137, 200]) {
    const reply = await h.call<{ getRecipeVersion: { content: { yieldValue: number | null } } }>(
      `query ($r: ID!, $n: Int!) { getRecipeVersion(recipeId: $r, number: $n) { content { yieldValue } } }`,
      { r: created.id, n },
      adminOf(kitchen),
    );
    expect(reply.data?.getRecipeVersion.content.yieldValue).toBe(n === 1 ? null : n);
  }
});

test('storage: 100 small edits of a 40-line recipe cost far less than 100 full copies', async () => {
  const created = await create({
    title: 'Cassoulet',
    description: 'Beans, confit, sausage, a long slow bake',
    ingredients: lines(40),
    steps: Array.from({ length: 8 }, (_, i) => ({ title: `Step ${i + 1}`, description: `Do the ${i + 1}th thing carefully and slowly.` })),
  });
  const ids = created.ingredients.map((l) => l.id);
  for (let edit = 1; edit <= 100; edit++) {
    // One quantity changes per save, as a chef adjusting a recipe does.
    const quantities = (i: number) => 10 + i + (i === edit % 40 ? edit : 0);
    await update(created.id, { ingredients: lines(40, quantities).map((l, i) => ({ ...l, id: ids[i] })) });
  }
  const saved = (await h.recipes.collection.findOne({ _id: new Types.ObjectId(created.id) })) as Record<string, unknown>;
  const { _outbox: _events, ...recipe } = saved;
  const fullCopy = mongo.BSON.calculateObjectSize(recipe);
  const docs = await versionDocs(created.id);
  const stored = docs.reduce((sum, d) => sum + mongo.BSON.calculateObjectSize(d), 0);
  const ratio = stored / (docs.length * fullCopy);
  console.log(
    `versions: ${docs.length} saves of a 40-line recipe stored in ${stored} bytes (${Math.round(stored / docs.length)} per version, ` +
      `${docs.filter((d) => d.snapshot).length} snapshots) against ${fullCopy} bytes a full copy: ${(ratio * 100).toFixed(1)} %`,
  );
  expect(docs).toHaveLength(101);
  expect(ratio).toBeLessThan(0.2);
  // Version 101 is edit 100, which raised line 21 (index 20) by 100.
  const last = await version(created.id, 101);
  expect(last.content.ingredients.map((l) => l.quantity)).toEqual(Array.from({ length: 40 }, (_, i) => 10 + i + (i === 20 ? 100 : 0)));
  expect(last.content.ingredients.map((l) => l.id)).toEqual(ids);
  // A save far down a patch chain reads the previous version's head only, not its chain.
  const saving = await h.countQueries(() => update(created.id, { notes: 'Bake at 150 °C' }));
  expect(saving.filter((q) => q.startsWith('recipe_versions.'))).toEqual(['recipe_versions.findOne', 'recipe_versions.insertOne']);
});

test('saves racing on one recipe get numbers 1..n without a gap, and every version rebuilds', async () => {
  const created = await create({ title: 'Hollandaise', ingredients: lines(5) });
  await Promise.all(Array.from({ length: 8 }, (_, i) => update(created.id, { notes: `racer ${i}`, changeNote: `racer ${i}` })));
  const list = (await versions(created.id)).data?.getRecipeVersions;
  expect(list?.records.map((v) => v.number)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  for (let n = 2; n <= 9; n++) {
    const v = await version(created.id, n);
    expect(v.content.notes).toBe(v.version.note);
  }
});

test('a version lost between the recipe write and its own is written by the next save: no gap', async () => {
  const created = await create({ title: 'Beurre blanc' });
  await update(created.id, { notes: 'two' });
  // As if the service stopped right after the recipe write of version 2.
  await h.service.connection.collection('recipe_versions').deleteOne({ recipeId: new Types.ObjectId(created.id), number: 2 });
  await update(created.id, { notes: 'three' });
  const list = (await versions(created.id)).data?.getRecipeVersions;
  expect(list?.records.map((v) => v.number)).toEqual([3, 2, 1]);
  expect([(await version(created.id, 2)).content.notes, (await version(created.id, 3)).content.notes]).toEqual(['two', 'three']);
});

test('a recipe stored before versions gets its version 1 at start, from its state then', async () => {
  const created = await create({ title: 'Old gravy', notes: 'from before' });
  const _id = new Types.ObjectId(created.id);
  await h.recipes.collection.updateOne({ _id }, { $unset: { versionNo: '', versionNote: '', versionRestoredFrom: '' } });
  await h.service.connection.collection('recipe_versions').deleteMany({ recipeId: _id });
  const again = await h.startReplica();
  try {
    const list = (await versions(created.id)).data?.getRecipeVersions;
    expect(list?.records.map((v) => [v.number, v.note])).toEqual([[1, null]]);
    await update(created.id, { notes: 'after' });
    expect((await versions(created.id)).data?.getRecipeVersions.records.map((v) => v.number)).toEqual([2, 1]);
    expect((await version(created.id, 1)).content.notes).toBe('from before');
  } finally {
    await again.stop();
  }
});

test('who may see history: the kitchen’s admins and the super admin (read-only); never a cook or another kitchen', async () => {
  const created = await create({ title: 'Sauce vierge', ingredients: lines(1) });
  await update(created.id, { notes: 'v2' });
  const outcomes = async (caller: Parameters<typeof h.call>[2]) => [
    codes(await versions(created.id, 1, 10, caller))[0] ?? 'ok',
    codes(await h.call(VERSION, { r: created.id, n: 1 }, caller))[0] ?? 'ok',
    codes(await h.call(RESTORE, { r: created.id, n: 1 }, caller))[0] ?? 'ok',
  ];
  expect(await outcomes(adminOf(otherKitchen))).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
  expect(await outcomes(cookOf(kitchen, cook))).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
  expect(await outcomes(superAdmin)).toEqual(['ok', 'ok', 'FORBIDDEN']);
  // Another kitchen's recipe reads exactly like one that does not exist.
  const nowhere = id();
  const missing = [codes(await versions(nowhere))[0], codes(await h.call(VERSION, { r: nowhere, n: 1 }, adminOf(kitchen)))[0]];
  expect(missing).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  expect(await outcomes(adminOf(kitchen))).toEqual(['ok', 'ok', 'ok']);
  // Nothing of the refused tries was written.
  expect((await versions(created.id)).data?.getRecipeVersions.total).toBe(3);
});

test('a deleted recipe’s history goes with it, and a deleted kitchen’s', async () => {
  const doomed = await create({ title: 'Doomed' });
  await update(doomed.id, { notes: 'v2' });
  await h.call(`mutation ($id: ID!) { DeleteRecipeMenu(id: $id) }`, { id: doomed.id }, adminOf(kitchen));
  expect(await versionDocs(doomed.id)).toHaveLength(0);

  const gone = id();
  const theirs = await create({ title: 'Theirs', kitchenId: gone }, superAdmin);
  await h.deliver('KitchenDeleted', { kitchenId: gone });
  expect(await versionDocs(theirs.id)).toHaveLength(0);
});

test('a save by the platform’s support reads “Brigade support” to the kitchen, never the super admin’s id (#43)', async () => {
  const recipe = await create({ title: 'Supported', ingredients: lines(2) });
  await update(recipe.id, { notes: 'Fixed by support' }, superAdmin);
  const SUPPORT = `query ($r: ID!) { getRecipeVersions(recipeId: $r, pageNo: 1, sizePerPage: 10) { records { number savedById savedBySupport } } }`;
  type Row = { number: number; savedById: string | null; savedBySupport: boolean };
  const rows = async (caller: Parameters<Harness['call']>[2]) =>
    (await h.call<{ getRecipeVersions: { records: Row[] } }>(SUPPORT, { r: recipe.id }, caller)).data!.getRecipeVersions.records;
  expect(await rows(adminOf(kitchen))).toEqual([
    { number: 2, savedById: null, savedBySupport: true },
    { number: 1, savedById: expect.any(String) as unknown, savedBySupport: false },
  ]);
  // The super admin sees who it was.
  expect((await rows(superAdmin))[0]).toEqual({ number: 2, savedById: (superAdmin as { userId: string }).userId, savedBySupport: true });
});
