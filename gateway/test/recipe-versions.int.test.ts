import { errorCodes, gql, newKitchen, sharedStack, signInSuperAdmin, until, type Kitchen, type SharedStack } from '@brigade/test-kit';

/**
 * Issue #25, first step, through the gateway across real processes: every save of a recipe is a
 * version with its author (resolved from identity), time and note; a restore is a new version and
 * leaves the old one as it was; another kitchen's admin and a cook are refused, and the super
 * admin reads history but does not restore. Both kitchens are this file's own, on the shared stack.
 */
let stack: SharedStack;
let kitchen: Kitchen;
const tokens = { admin: '', adminB: '', cook: '', superAdmin: '' };

type Named = { id: string; name: string };
type Version = { number: number; note: string | null; restoredFrom: number | null; savedBy: { email: string | null } | null };

beforeAll(async () => {
  stack = await sharedStack();
  const [own, other] = await Promise.all([newKitchen(stack, { cooks: 1 }), newKitchen(stack)]);
  kitchen = own;
  tokens.admin = own.admin.token;
  tokens.cook = own.cooks[0]?.token ?? '';
  tokens.superAdmin = await signInSuperAdmin(stack);
  tokens.adminB = other.admin.token;
}, 180_000);

const call = (query: string, token: string, variables: Record<string, unknown> = {}) => gql(stack.gatewayUrl, query, token, {}, variables);
const LIST = `query ($r: ID!) { getRecipeVersions(recipeId: $r, pageNo: 1, sizePerPage: 20) {
  total records { number note restoredFrom savedBy { email } } } }`;
const ONE = `query ($r: ID!, $n: Int!) { getRecipeVersion(recipeId: $r, number: $n) {
  version { number note } content { title notes ingredients { id quantity ingredient { name } } steps { title } } } }`;
const RESTORE = `mutation ($r: ID!, $n: Int!, $note: String) { RestoreRecipeVersion(recipeId: $r, number: $n, changeNote: $note) {
  title versionNumber ingredients { id quantity } } }`;
const UPDATE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { versionNumber } }`;

test('5 saves make 5 versions; restoring version 2 makes version 6 and leaves version 2 as it was; other kitchens and cooks are refused', async () => {
  const [ingredients, units] = await Promise.all([
    call(`{ getActiveIngredients { id name } }`, tokens.admin),
    call(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id name } } }`, tokens.admin),
  ]);
  const [butter, tarragon] = (ingredients.body.data?.getActiveIngredients as Named[]).slice(0, 2) as [Named, Named];
  const grams = (units.body.data?.getUnits as { records: Named[] }).records.find((u) => u.name === 'g') as Named;
  const line = (ingredient: Named, quantity: number, id?: string) => ({ id, ingredientsId: ingredient.id, unitId: grams.id, quantity });

  // Recipe learns the catalog's ingredients from its events: wait until it knows them.
  let recipe: { id: string; ingredients: { id: string }[] } | undefined;
  await until(
    async () => {
      const reply = await call(
        `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id ingredients { id } } }`,
        tokens.admin,
        {
          i: {
            title: 'Béarnaise',
            ingredients: [line(butter, 250), line(tarragon, 10)],
            steps: [{ title: 'Reduce' }],
            changeNote: 'First',
          },
        },
      );
      recipe = reply.body.data?.CreateRecipeMenu as typeof recipe;
      return Boolean(recipe);
    },
    Boolean,
    { timeoutMs: 60_000 },
  );
  const id = recipe?.id as string;
  const [butterLine, tarragonLine] = (recipe?.ingredients ?? []).map((l) => l.id);
  const saves = [
    { ingredients: [line(butter, 250, butterLine), line(tarragon, 15, tarragonLine)], changeNote: 'Tarragon 10 g → 15 g' },
    { steps: [{ title: 'Reduce' }, { title: 'Mount with butter' }], changeNote: 'New step 2' },
    { notes: 'Hold at 60 °C' },
    { title: 'Sauce béarnaise', changeNote: 'Full name' },
  ];
  for (const [i, input] of saves.entries()) {
    const saved = await call(UPDATE, tokens.admin, { id, i: input });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.UpdateRecipeMenu).toEqual({ versionNumber: i + 2 });
  }

  const list = await call(LIST, tokens.admin, { r: id });
  expect(list.body.errors).toBeUndefined();
  const page = list.body.data?.getRecipeVersions as { total: number; records: Version[] };
  expect(page.total).toBe(5);
  expect(page.records.map((v) => [v.number, v.note])).toEqual([
    [5, 'Full name'],
    [4, null],
    [3, 'New step 2'],
    [2, 'Tarragon 10 g → 15 g'],
    [1, 'First'],
  ]);
  expect(page.records.every((v) => v.savedBy?.email === kitchen.admin.email)).toBe(true);

  const two = await call(ONE, tokens.admin, { r: id, n: 2 });
  expect(two.body.data?.getRecipeVersion).toEqual({
    version: { number: 2, note: 'Tarragon 10 g → 15 g' },
    content: {
      title: 'Béarnaise',
      notes: null,
      ingredients: [
        { id: butterLine, quantity: 250, ingredient: { name: butter.name } },
        { id: tarragonLine, quantity: 15, ingredient: { name: tarragon.name } },
      ],
      steps: [{ title: 'Reduce' }],
    },
  });

  // Another kitchen's admin and the kitchen's cook are refused, and the refusals write nothing.
  for (const token of [tokens.adminB, tokens.cook]) {
    expect(errorCodes(await call(LIST, token, { r: id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await call(ONE, token, { r: id, n: 2 }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await call(RESTORE, token, { r: id, n: 2 }))).toEqual(['FORBIDDEN']);
  }
  // The super admin audits, read-only.
  expect(errorCodes(await call(LIST, tokens.superAdmin, { r: id }))).toEqual([]);
  expect(errorCodes(await call(RESTORE, tokens.superAdmin, { r: id, n: 2 }))).toEqual(['FORBIDDEN']);

  const restored = await call(RESTORE, tokens.admin, { r: id, n: 2, note: 'Back to the short name' });
  expect(restored.body.errors).toBeUndefined();
  expect(restored.body.data?.RestoreRecipeVersion).toEqual({
    title: 'Béarnaise',
    versionNumber: 6,
    ingredients: [
      { id: butterLine, quantity: 250 },
      { id: tarragonLine, quantity: 15 },
    ],
  });
  const after = (await call(LIST, tokens.admin, { r: id })).body.data?.getRecipeVersions as { total: number; records: Version[] };
  expect(after.total).toBe(6);
  expect(after.records[0]).toMatchObject({ number: 6, note: 'Back to the short name', restoredFrom: 2 });
  expect((await call(ONE, tokens.admin, { r: id, n: 2 })).body.data?.getRecipeVersion).toEqual(two.body.data?.getRecipeVersion);
});

const COMPARE = `query ($r: ID!, $a: Int!, $b: Int!) { compareRecipeVersions(recipeId: $r, from: $a, to: $b) {
  from to allergensGained { name } allergensLost { name } mayContainGained { name }
  lines { kind changed before { quantity unit { name } ingredient { name } } after { quantity unit { name } ingredient { name } } }
  steps { kind number title { text change } description { text change } }
  fields { field before after } } }`;

test('a diff with worked expectations: an added line bringing an allergen, a changed quantity, a changed word in a step', async () => {
  type Allergic = Named & { allergens: { name: string }[] };
  const [ingredients, units] = await Promise.all([
    call(`{ getActiveIngredients { id name allergens { name } } }`, tokens.admin),
    call(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id name } } }`, tokens.admin),
  ]);
  const all = ingredients.body.data?.getActiveIngredients as Allergic[];
  const plain = all.filter((i) => i.allergens.length === 0);
  const [shallot, vinegar] = plain as [Allergic, Allergic];
  const egg = all.find((i) => i.allergens.length > 0) as Allergic;
  const grams = (units.body.data?.getUnits as { records: Named[] }).records.find((u) => u.name === 'g') as Named;
  const line = (ingredient: Named, quantity: number, id?: string) => ({ id, ingredientsId: ingredient.id, unitId: grams.id, quantity });

  const created = await call(
    `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id ingredients { id } steps { id } } }`,
    tokens.admin,
    {
      i: {
        title: 'Reduction',
        ingredients: [line(shallot, 50), line(vinegar, 100)],
        steps: [{ title: 'Reduce', description: 'Reduce the vinegar by half over a low heat' }],
      },
    },
  );
  const recipe = created.body.data?.CreateRecipeMenu as { id: string; ingredients: { id: string }[]; steps: { id: string }[] };
  const [shallotLine, vinegarLine] = recipe.ingredients.map((l) => l.id);
  const saved = await call(UPDATE, tokens.admin, {
    id: recipe.id,
    i: {
      ingredients: [line(shallot, 50, shallotLine), line(vinegar, 150, vinegarLine), line(egg, 60)],
      steps: [{ id: recipe.steps[0]?.id, title: 'Reduce', description: 'Reduce the vinegar by two thirds over a low heat' }],
    },
  });
  expect(saved.body.data?.UpdateRecipeMenu).toEqual({ versionNumber: 2 });

  const reply = await call(COMPARE, tokens.admin, { r: recipe.id, a: 1, b: 2 });
  expect(reply.body.errors).toBeUndefined();
  const diff = reply.body.data?.compareRecipeVersions as Record<string, unknown>;
  expect(diff.allergensGained).toEqual(egg.allergens);
  expect(diff.allergensLost).toEqual([]);
  expect(diff.lines).toEqual([
    {
      kind: 'CHANGED',
      changed: ['quantity'],
      before: { quantity: 100, unit: { name: 'g' }, ingredient: { name: vinegar.name } },
      after: { quantity: 150, unit: { name: 'g' }, ingredient: { name: vinegar.name } },
    },
    { kind: 'ADDED', changed: [], before: null, after: { quantity: 60, unit: { name: 'g' }, ingredient: { name: egg.name } } },
  ]);
  expect(diff.steps).toEqual([
    {
      kind: 'CHANGED',
      number: 1,
      title: [{ text: 'Reduce', change: 'SAME' }],
      description: [
        { text: 'Reduce the vinegar by ', change: 'SAME' },
        { text: 'half', change: 'REMOVED' },
        { text: 'two thirds', change: 'ADDED' },
        { text: ' over a low heat', change: 'SAME' },
      ],
    },
  ]);
  expect(diff.fields).toEqual([]);

  // Backwards, the same changes read the other way round; another kitchen gets nothing.
  const back = (await call(COMPARE, tokens.admin, { r: recipe.id, a: 2, b: 1 })).body.data?.compareRecipeVersions as Record<
    string,
    unknown
  >;
  expect(back.allergensLost).toEqual(egg.allergens);
  expect((back.lines as { kind: string }[]).map((l) => l.kind)).toEqual(['CHANGED', 'REMOVED']);
  expect(errorCodes(await call(COMPARE, tokens.adminB, { r: recipe.id, a: 1, b: 2 }))).toEqual(['FORBIDDEN']);
  expect(errorCodes(await call(COMPARE, tokens.cook, { r: recipe.id, a: 1, b: 2 }))).toEqual(['FORBIDDEN']);
  expect(errorCodes(await call(COMPARE, tokens.admin, { r: recipe.id, a: 1, b: 9 }))).toEqual(['BAD_USER_INPUT']);
});

test('with review on, a cook still gets the released version while a draft exists, and the new one after release', async () => {
  const review = (on: boolean) =>
    call(`mutation ($on: Boolean!) { UpdateReleaseSettings(input: { reviewChanges: $on }) { reviewChanges } }`, tokens.admin, { on });
  expect((await review(true)).body.data).toEqual({ UpdateReleaseSettings: { reviewChanges: true } });
  try {
    const created = await call(
      `mutation { CreateRecipeMenu(input: { title: "Jus de veau", notes: "Reduce by half" }) { id } }`,
      tokens.admin,
    );
    const id = (created.body.data?.CreateRecipeMenu as { id: string }).id;
    const AS_COOK = `query ($id: ID!) { getRecipeMenuById(id: $id) { notes releasedVersionNumber draft { version } } }`;
    const draft = await call(UPDATE, tokens.admin, { id, i: { notes: 'Reduce by two thirds', changeNote: 'Stronger' } });
    expect(draft.body.data?.UpdateRecipeMenu).toEqual({ versionNumber: 2 });
    expect((await call(AS_COOK, tokens.cook, { id })).body.data?.getRecipeMenuById).toEqual({
      notes: 'Reduce by half',
      releasedVersionNumber: 1,
      draft: null,
    });
    const seen = await call(
      `query ($id: ID!) { getRecipeMenuById(id: $id) { draft { version savedBy { email } recipe { notes } } } }`,
      tokens.admin,
      { id },
    );
    expect(seen.body.data?.getRecipeMenuById).toEqual({
      draft: { version: 2, savedBy: { email: kitchen.admin.email }, recipe: { notes: 'Reduce by two thirds' } },
    });
    const RELEASE = `mutation ($r: ID!, $v: Int!) { ReleaseRecipeDraft(recipeId: $r, version: $v, note: "For tonight") { releasedVersionNumber } }`;
    expect(errorCodes(await call(RELEASE, tokens.adminB, { r: id, v: 2 }))).toEqual(['FORBIDDEN']);
    expect((await call(RELEASE, tokens.admin, { r: id, v: 2 })).body.data).toEqual({ ReleaseRecipeDraft: { releasedVersionNumber: 2 } });
    expect((await call(AS_COOK, tokens.cook, { id })).body.data?.getRecipeMenuById).toEqual({
      notes: 'Reduce by two thirds',
      releasedVersionNumber: 2,
      draft: null,
    });
  } finally {
    await review(false);
  }
});

test('the acknowledgement list is right for 3 cooks, one of whom cannot see the recipe', async () => {
  // Invited by the admin, each chooses a password and signs in.
  const secondCook = await kitchen.addCook({ fName: 'Line', lName: 'Cook' });
  const thirdCook = await kitchen.addCook({ fName: 'Line', lName: 'Cook' });
  const [second, third] = [secondCook.token, thirdCook.token];
  const idOf = async (token: string) => {
    const reply = await call(`{ me { id } }`, token);
    expect(reply.body.errors).toBeUndefined();
    return (reply.body.data?.me as { id: string }).id;
  };
  const created = await call(`mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`, tokens.admin, {
    i: { title: 'Staff curry', isPrivate: true, cookIds: [await idOf(tokens.cook), await idOf(second)] },
  });
  const id = (created.body.data?.CreateRecipeMenu as { id: string }).id;
  const READS = `query ($r: ID!) { getRecipeReads(recipeId: $r) { version readCount cookCount cooks { user { email } upToDate } } }`;
  const MARK = `mutation ($r: ID!) { MarkRecipeRead(recipeId: $r, version: 1) { readVersion } }`;
  expect((await call(MARK, tokens.cook, { r: id })).body.data).toEqual({ MarkRecipeRead: { readVersion: 1 } });
  expect(errorCodes(await call(MARK, third, { r: id }))).toEqual(['FORBIDDEN']);
  // The recipe service hears that a new cook chose a password (is active) from identity's events, a moment late.
  const reads = async () => (await call(READS, tokens.admin, { r: id })).body.data?.getRecipeReads as { cookCount: number } | undefined;
  await until(async () => (await reads())?.cookCount === 2);
  const thirdId = await idOf(third);
  await until(
    async () => !(await call(`query ($c: ID!) { getCookReads(cookId: $c) { recipeCount } }`, tokens.admin, { c: thirdId })).body.errors,
  );
  const thirds = await call(`query ($c: ID!) { getCookReads(cookId: $c) { recipes { recipe { id } } } }`, tokens.admin, { c: thirdId });
  expect((thirds.body.data?.getCookReads as { recipes: { recipe: { id: string } }[] }).recipes.map((r) => r.recipe.id)).not.toContain(id);
  expect(await reads()).toEqual({
    version: 1,
    readCount: 1,
    cookCount: 2,
    cooks: [
      { user: { email: secondCook.email }, upToDate: false },
      { user: { email: kitchen.cooks[0]?.email }, upToDate: true },
    ],
  });
  expect(errorCodes(await call(READS, tokens.adminB, { r: id }))).toEqual(['FORBIDDEN']);
});
