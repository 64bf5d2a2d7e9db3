/**
 * Attack class (#43, 8): the smaller holes. A cook could be pushed to read a recipe any number of
 * times a minute; a cook could tell a draft was waiting (versionNumber 4 against
 * releasedVersionNumber 3); a replayed Idempotency-Key returned a price for 24 h after it was
 * deleted; kitchen admins saw the super admin's user id on versions the super admin saved.
 */
import { gql, newKitchen, sharedStack, signInSuperAdmin, until, type Kitchen, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let kitchen: Kitchen;
let admin: string;
let cook: string;
let recipeId: string;

const call = (query: string, token: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  gql(stack.gatewayUrl, query, token, headers, variables);

beforeAll(async () => {
  stack = await sharedStack();
  kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = (kitchen.cooks[0] as { token: string }).token;
  const created = await call(`mutation { CreateRecipeMenu(input: { title: "Béarnaise" }) { id } }`, admin);
  recipeId = (created.body.data?.CreateRecipeMenu as { id: string }).id;
}, 180_000);

test('a cook is asked to read a recipe once an hour, however often the admin presses', async () => {
  const NUDGE = `mutation ($r: ID!) { NudgeRecipeReaders(recipeId: $r) }`;
  // The recipe service hears of the new cook from identity's events, a moment late.
  const first = await until(
    async () => (await call(NUDGE, admin, { r: recipeId })).body.data?.NudgeRecipeReaders as number,
    (n) => n === 1,
    {
      what: 'the first nudge reaches the cook',
    },
  );
  expect(first).toBe(1);
  for (let i = 0; i < 5; i++) expect((await call(NUDGE, admin, { r: recipeId })).body.data?.NudgeRecipeReaders).toBe(0);
});

test('a cook sees only the released version number while a draft waits', async () => {
  const review = (on: boolean) =>
    call(`mutation ($on: Boolean!) { UpdateReleaseSettings(input: { reviewChanges: $on }) { reviewChanges } }`, admin, { on });
  await review(true);
  try {
    const saved = await call(
      `mutation ($id: ID!) { UpdateRecipeMenu(id: $id, input: { notes: "More tarragon" }) { versionNumber } }`,
      admin,
      {
        id: recipeId,
      },
    );
    expect(saved.body.data?.UpdateRecipeMenu).toEqual({ versionNumber: 2 });
    const seen = await call(`query ($id: ID!) { getRecipeMenuById(id: $id) { versionNumber releasedVersionNumber } }`, cook, {
      id: recipeId,
    });
    expect(seen.body.data?.getRecipeMenuById).toEqual({ versionNumber: 1, releasedVersionNumber: 1 });
  } finally {
    await review(false);
  }
});

test('a replayed Idempotency-Key of a price deleted since says it is gone', async () => {
  const catalog = await call('{ getActiveIngredients { id } getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }', admin);
  const ingredientId = (catalog.body.data?.getActiveIngredients as { id: string }[])[0]!.id;
  const kg = (catalog.body.data?.getUnits as { records: { id: string; code: string }[] }).records.find((u) => u.code === 'kg')!.id;
  const RECORD = `mutation ($i: IngredientPriceInput!) { RecordIngredientPrice(input: $i) { id } }`;
  const input = { i: { ingredientId, packSize: 1, packUnitId: kg, packPrice: '4.20' } };
  const key = { 'Idempotency-Key': `price-${kitchen.id}` };
  const first = await call(RECORD, admin, input, key);
  const priceId = (first.body.data?.RecordIngredientPrice as { id: string }).id;
  expect((await call(RECORD, admin, input, key)).body.data?.RecordIngredientPrice).toEqual({ id: priceId });
  await call(`mutation ($id: ID!) { DeleteIngredientPrice(id: $id) }`, admin, { id: priceId });
  const replayed = await call(RECORD, admin, input, key);
  expect(replayed.body.errors?.[0]).toMatchObject({
    extensions: { code: 'NOT_FOUND' },
    message: expect.stringMatching(/deleted since/) as unknown,
  });
});

test("a super admin's save reads as Brigade support to the kitchen, without the super admin's id", async () => {
  const superAdmin = await signInSuperAdmin(stack);
  const saved = await call(
    `mutation ($id: ID!) { UpdateRecipeMenu(id: $id, input: { notes: "Fixed by support" }) { versionNumber } }`,
    superAdmin,
    {
      id: recipeId,
    },
  );
  expect(saved.body.errors).toBeUndefined();
  const VERSIONS = `query ($r: ID!) { getRecipeVersions(recipeId: $r, pageNo: 1, sizePerPage: 1) { records { savedById savedBy { id } savedBySupport } } }`;
  const asAdmin = await call(VERSIONS, admin, { r: recipeId });
  expect((asAdmin.body.data?.getRecipeVersions as { records: unknown[] }).records).toEqual([
    { savedById: null, savedBy: null, savedBySupport: true },
  ]);
});
