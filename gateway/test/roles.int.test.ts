import { gql, newKitchen, sharedStack, signInSuperAdmin, unique, until, type Reply, type SharedStack } from '@brigade/test-kit';

/**
 * Every kitchen, catalog and recipe call, and some identity and billing ones, through the gateway, for each role: the super admin, the admin
 * of kitchen A, the admin of kitchen B, and A's cook (both kitchens this file's own, on the shared stack). Each row says what each
 * role must get: 'ok' (data, no error), 'none' (null data: reads outside the boundary look like
 * nothing there), or the error code. Writes aim at kitchen A's things.
 */
type Role = 'superAdmin' | 'adminA' | 'adminB' | 'cookA';
type Outcome = 'ok' | 'none' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';
/** `fresh` makes a new target before each role's try, for calls that use theirs up (deletes). */
type Row = { call: string; query: (ids: Ids) => string; expect: Record<Role, Outcome>; fresh?: () => Promise<string> };
type Ids = {
  kitchenA: string;
  recipeA: string;
  categoryA: string;
  subCategoryA: string;
  cookA: string;
  ingredient: string;
  allergen: string;
  unit: string;
  fresh: string;
  n: number;
};

let stack: SharedStack;
const tokens = {} as Record<Role, string>;
let ids: Omit<Ids, 'n' | 'fresh'>;
let n = 0;
/** Names of the platform entries this file makes: unique, as other files make theirs on the same stack. */
const tag = unique();
/** A plan of this file's own (deactivated, so no kitchen is offered it) for UpdateSubscriptionPlan to change. */
let plan: string;

beforeAll(async () => {
  stack = await sharedStack();
  tokens.superAdmin = await signInSuperAdmin(stack);
  const [kitchenA, kitchenB] = await Promise.all([newKitchen(stack, { cooks: 1 }), newKitchen(stack)]);
  tokens.adminA = kitchenA.admin.token;
  tokens.cookA = kitchenA.cooks[0]?.token ?? '';
  tokens.adminB = kitchenB.admin.token;

  const category = await gql(stack.gatewayUrl, `mutation { CreateCategory(input: { name: "A's own" }) { id } }`, tokens.adminA);
  const categoryA = (category.body.data?.CreateCategory as { id: string }).id;
  const sub = await gql(
    stack.gatewayUrl,
    `mutation { CreateSubCategory(input: { name: "A's sub", categoryId: "${categoryA}" }) { id } }`,
    tokens.adminA,
  );
  const [ingredient, allergen, unit] = await Promise.all([
    platform('Ingredients', 'Shared ingredient'),
    platform('Allergens', 'Shared allergen'),
    platform('Units', 'shared-unit'),
  ]);
  const recipe = await gql(stack.gatewayUrl, `mutation { CreateRecipeMenu(input: { title: "A's recipe" }) { id } }`, tokens.adminA);
  const created = await gql(
    stack.gatewayUrl,
    `mutation ($i: SubscriptionPlanInput!) { CreateSubscriptionPlan(input: $i) { id } }`,
    tokens.superAdmin,
    {},
    {
      i: {
        name: `Roles ${tag}`,
        cooksCount: 5,
        recipeCount: 100,
        perCookViewRecipeCount: 100,
        dishesCount: 50,
        price: '99',
        tax: 21,
        discount: 0,
        subscriptionPlan: 'MONTHLY',
        freeDemoDays: 14,
        storageCapacity: 1,
        status: 'PAUSED',
      },
    },
  );
  plan = (created.body.data?.CreateSubscriptionPlan as { id: string }).id;
  ids = {
    recipeA: (recipe.body.data?.CreateRecipeMenu as { id: string }).id,
    ingredient,
    allergen,
    unit,
    kitchenA: kitchenA.id,
    categoryA,
    subCategoryA: (sub.body.data?.CreateSubCategory as { id: string }).id,
    cookA: kitchenA.cooks[0]?.id ?? '',
  };
}, 180_000);

/** A platform entry made by the super admin (`kind`: Ingredients, Allergens or Units). */
async function platform(kind: string, name: string): Promise<string> {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation { Create${kind}(input: { name: "${name} ${tag} ${++n}" }) { id } }`,
    tokens.superAdmin,
  );
  return (reply.body.data?.[`Create${kind}`] as { id: string }).id;
}

async function recipeOfA(): Promise<string> {
  const reply = await gql(stack.gatewayUrl, `mutation { CreateRecipeMenu(input: { title: "Fresh ${++n}" }) { id } }`, tokens.adminA);
  return (reply.body.data?.CreateRecipeMenu as { id: string }).id;
}

async function ingredientOfA(): Promise<string> {
  const reply = await gql(stack.gatewayUrl, `mutation { CreateIngredients(input: { name: "Own ${++n}" }) { id } }`, tokens.adminA);
  return (reply.body.data?.CreateIngredients as { id: string }).id;
}

async function subCategoryOfA(): Promise<string> {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation { CreateSubCategory(input: { name: "Sub ${++n}", categoryId: "${ids.categoryA}" }) { id } }`,
    tokens.adminA,
  );
  return (reply.body.data?.CreateSubCategory as { id: string }).id;
}

const all = (outcome: Outcome): Record<Role, Outcome> => ({ superAdmin: outcome, adminA: outcome, adminB: outcome, cookA: outcome });
const onlySuperAdmin = { superAdmin: 'ok', adminA: 'FORBIDDEN', adminB: 'FORBIDDEN', cookA: 'FORBIDDEN' } as const;
const kitchenAReads = { superAdmin: 'ok', adminA: 'ok', adminB: 'none', cookA: 'ok' } as const;
const kitchenAWrites = { superAdmin: 'ok', adminA: 'ok', adminB: 'FORBIDDEN', cookA: 'FORBIDDEN' } as const;
const ownCatalogWrites = { superAdmin: 'ok', adminA: 'ok', adminB: 'NOT_FOUND', cookA: 'FORBIDDEN' } as const;
/** Another kitchen's id given as input reads as an id that does not exist: a bad value in that field. */
const ownCatalogInput = { ...ownCatalogWrites, adminB: 'BAD_USER_INPUT' } as const;

const ROWS: Row[] = [
  // kitchen
  { call: 'getActiveKitchen', query: () => `{ getActiveKitchen { id } }`, expect: all('ok') },
  { call: 'getKitchen', query: () => `{ getKitchen(pageNo: 1, sizePerPage: 5) { total } }`, expect: all('ok') },
  { call: 'getKitchenById', query: (i) => `{ getKitchenById(id: "${i.kitchenA}") { name } }`, expect: kitchenAReads },
  { call: 'CreateKitchen', query: (i) => `mutation { CreateKitchen(input: { name: "New ${i.n}" }) { id } }`, expect: onlySuperAdmin },
  {
    call: 'UpdateKitchen',
    query: (i) => `mutation { UpdateKitchen(id: "${i.kitchenA}", input: { description: "d${i.n}" }) { id } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'UpdateBillingAddressDetails',
    query: (i) =>
      `mutation { UpdateBillingAddressDetails(id: "${i.kitchenA}", input: { line_1: "Dam 1", city: "Amsterdam", state: "NH", country: "NL", postal_code: "1012 JS" }) { id } }`,
    expect: kitchenAWrites,
  },
  { call: 'UpdateKitchenOrder', query: (i) => `mutation { UpdateKitchenOrder(ids: ["${i.kitchenA}"]) }`, expect: onlySuperAdmin },
  {
    call: 'DeleteKitchen',
    query: () => `mutation { DeleteKitchen(id: "000000000000000000000000") }`,
    expect: { ...onlySuperAdmin, superAdmin: 'NOT_FOUND' },
  },
  // catalog reads
  { call: 'getActiveCategory', query: () => `{ getActiveCategory { id } }`, expect: all('ok') },
  { call: 'getCategory', query: () => `{ getCategory(pageNo: 1) { total } }`, expect: all('ok') },
  { call: 'getCategoryById', query: (i) => `{ getCategoryById(id: "${i.categoryA}") { name } }`, expect: kitchenAReads },
  { call: 'getActiveSubCategory', query: () => `{ getActiveSubCategory { id } }`, expect: all('ok') },
  { call: 'getSubCategory', query: () => `{ getSubCategory(pageNo: 1) { total } }`, expect: all('ok') },
  { call: 'getSubCategoryById', query: (i) => `{ getSubCategoryById(id: "${i.subCategoryA}") { name } }`, expect: kitchenAReads },
  { call: 'getActiveIngredients', query: () => `{ getActiveIngredients { id } }`, expect: all('ok') },
  { call: 'getIngredients', query: () => `{ getIngredients(pageNo: 1) { total } }`, expect: all('ok') },
  { call: 'getActiveAllergens', query: () => `{ getActiveAllergens { id name } }`, expect: all('ok') },
  { call: 'getAllergens', query: () => `{ getAllergens(pageNo: 1) { total } }`, expect: all('ok') },
  { call: 'getUnits', query: () => `{ getUnits(pageNo: 1) { total } }`, expect: all('ok') },
  // catalog writes
  {
    call: 'CreateCategory',
    query: (i) => `mutation { CreateCategory(input: { name: "Cat ${i.n}" }) { id } }`,
    expect: { ...all('ok'), cookA: 'FORBIDDEN' },
  },
  {
    call: 'UpdateCategory',
    query: (i) => `mutation { UpdateCategory(id: "${i.categoryA}", input: { description: "d${i.n}" }) { id } }`,
    expect: ownCatalogWrites,
  },
  {
    call: 'CreateSubCategory',
    query: (i) => `mutation { CreateSubCategory(input: { name: "Sub ${i.n}", categoryId: "${i.categoryA}" }) { id } }`,
    expect: ownCatalogInput,
  },
  {
    call: 'UpdateSubCategory',
    query: (i) => `mutation { UpdateSubCategory(id: "${i.subCategoryA}", input: { description: "d${i.n}" }) { id } }`,
    expect: ownCatalogWrites,
  },
  {
    call: 'UpdateOrder',
    query: (i) => `mutation { UpdateOrder(input: { type: CATEGORY, ids: ["${i.categoryA}"] }) { code } }`,
    expect: ownCatalogInput,
  },
  {
    // A kitchen admin's ingredient is their own kitchen's (issue #21).
    call: 'CreateIngredients',
    query: (i) => `mutation { CreateIngredients(input: { name: "Ingredient ${tag} ${i.n}" }) { id } }`,
    expect: { ...all('ok'), cookA: 'FORBIDDEN' },
  },
  {
    call: 'CreateAllergens',
    query: (i) => `mutation { CreateAllergens(input: { name: "Allergen ${tag} ${i.n}" }) { id } }`,
    expect: onlySuperAdmin,
  },
  { call: 'CreateUnits', query: (i) => `mutation { CreateUnits(input: { name: "unit-${tag}-${i.n}" }) { id } }`, expect: onlySuperAdmin },
  { call: 'getIngredientsById', query: (i) => `{ getIngredientsById(id: "${i.ingredient}") { name } }`, expect: all('ok') },
  { call: 'getAllergensById', query: (i) => `{ getAllergensById(id: "${i.allergen}") { name } }`, expect: all('ok') },
  {
    call: 'UpdateIngredients',
    query: (i) => `mutation { UpdateIngredients(id: "${i.ingredient}", input: { type: "t${i.n}" }) { id } }`,
    expect: onlySuperAdmin,
  },
  {
    call: "UpdateIngredients of kitchen A's own",
    query: (i) => `mutation { UpdateIngredients(id: "${i.fresh}", input: { type: "t${i.n}" }) { id } }`,
    expect: ownCatalogWrites,
    fresh: ingredientOfA,
  },
  {
    call: "DeleteIngredients of kitchen A's own",
    query: (i) => `mutation { DeleteIngredients(id: "${i.fresh}") { code } }`,
    expect: ownCatalogWrites,
    fresh: ingredientOfA,
  },
  {
    call: 'UpdateAllergens',
    query: (i) => `mutation { UpdateAllergens(id: "${i.allergen}", input: { name: "Renamed ${tag} ${i.n}" }) { id } }`,
    expect: onlySuperAdmin,
  },
  {
    call: 'UpdateUnits',
    query: (i) => `mutation { UpdateUnits(id: "${i.unit}", input: { name: "unit-renamed-${tag}-${i.n}" }) { id } }`,
    expect: onlySuperAdmin,
  },
  {
    call: 'DeleteIngredients',
    query: (i) => `mutation { DeleteIngredients(id: "${i.fresh}") { code } }`,
    expect: onlySuperAdmin,
    fresh: () => platform('Ingredients', 'Doomed ingredient'),
  },
  {
    call: 'DeleteAllergens',
    query: (i) => `mutation { DeleteAllergens(id: "${i.fresh}") { code } }`,
    expect: onlySuperAdmin,
    fresh: () => platform('Allergens', 'Doomed allergen'),
  },
  {
    call: 'DeleteUnits',
    query: (i) => `mutation { DeleteUnits(id: "${i.fresh}") { code } }`,
    expect: onlySuperAdmin,
    fresh: () => platform('Units', 'doomed-unit'),
  },
  {
    call: 'DeleteSubCategory',
    query: (i) => `mutation { DeleteSubCategory(id: "${i.fresh}") { code } }`,
    expect: ownCatalogWrites,
    fresh: subCategoryOfA,
  },
  // recipe: another kitchen's recipe reads as not found, exactly like one that does not exist (issue #45: a cook is
  // told a deleted recipe is gone; FORBIDDEN is kept for one of their own kitchen's kept from them)
  { call: 'getRecipeMenu', query: () => `{ getRecipeMenu(pageNo: 1, sizePerPage: 5) { total } }`, expect: all('ok') },
  {
    call: 'getRecipeMenuById',
    query: (i) => `{ getRecipeMenuById(id: "${i.recipeA}") { title } }`,
    expect: { ...kitchenAReads, adminB: 'NOT_FOUND' },
  },
  {
    call: 'CreateRecipeMenu',
    query: (i) => `mutation { CreateRecipeMenu(input: { title: "R ${i.n}", kitchenId: "${i.kitchenA}" }) { id } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'UpdateRecipeMenu',
    query: (i) => `mutation { UpdateRecipeMenu(id: "${i.fresh}", input: { notes: "n ${i.n}" }) { id } }`,
    expect: kitchenAWrites,
    fresh: recipeOfA,
  },
  { call: 'DeleteRecipeMenu', query: (i) => `mutation { DeleteRecipeMenu(id: "${i.fresh}") }`, expect: kitchenAWrites, fresh: recipeOfA },
  {
    call: 'UpdateRecipeOrder',
    query: (i) => `mutation { UpdateRecipeOrder(ids: ["${i.fresh}"]) }`,
    // Another kitchen's recipe ids read as ids that do not exist (#43: FORBIDDEN told them apart).
    expect: { ...kitchenAWrites, adminB: 'BAD_USER_INPUT' },
    fresh: recipeOfA,
  },
  // a recipe's history (issue #25): its kitchen's admins, and the super admin read-only
  {
    call: 'getRecipeVersions',
    query: (i) => `{ getRecipeVersions(recipeId: "${i.recipeA}") { total } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'getRecipeVersion',
    query: (i) => `{ getRecipeVersion(recipeId: "${i.recipeA}", number: 1) { version { number } } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'RestoreRecipeVersion',
    query: (i) => `mutation { RestoreRecipeVersion(recipeId: "${i.fresh}", number: 1) { id } }`,
    expect: { ...kitchenAWrites, superAdmin: 'FORBIDDEN' },
    fresh: recipeOfA,
  },
  {
    call: 'compareRecipeVersions',
    query: (i) => `{ compareRecipeVersions(recipeId: "${i.recipeA}", from: 1, to: 1) { from } }`,
    expect: kitchenAWrites,
  },
  // who has read a recipe (issue #25): the admins see it, only a cook who may see the recipe acknowledges
  {
    call: 'getRecipeReads',
    query: (i) => `{ getRecipeReads(recipeId: "${i.recipeA}") { cookCount } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'getCookReads',
    query: (i) => `{ getCookReads(cookId: "${i.cookA}") { readCount } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'MarkRecipeRead',
    query: (i) => `mutation { MarkRecipeRead(recipeId: "${i.recipeA}", version: 1) { readVersion } }`,
    expect: { superAdmin: 'FORBIDDEN', adminA: 'FORBIDDEN', adminB: 'FORBIDDEN', cookA: 'ok' },
  },
  // review before release (issue #25): the kitchen decides; releases and nudges are its admins' alone
  {
    call: 'getReleaseSettings',
    query: (i) => `{ getReleaseSettings(kitchenId: "${i.kitchenA}") { reviewChanges } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'UpdateReleaseSettings',
    query: (i) => `mutation { UpdateReleaseSettings(kitchenId: "${i.kitchenA}", input: { reviewChanges: false }) { reviewChanges } }`,
    expect: kitchenAWrites,
  },
  {
    call: 'ReleaseRecipeDraft',
    // No draft waits: a caller who may release is told so on `version`, the others are refused first.
    query: (i) => `mutation { ReleaseRecipeDraft(recipeId: "${i.recipeA}", version: 1) { id } }`,
    expect: { superAdmin: 'FORBIDDEN', adminA: 'BAD_USER_INPUT', adminB: 'FORBIDDEN', cookA: 'FORBIDDEN' },
  },
  {
    call: 'SendBackRecipeDraft',
    query: (i) => `mutation { SendBackRecipeDraft(recipeId: "${i.recipeA}", version: 1, comment: "Not yet") { id } }`,
    expect: { superAdmin: 'FORBIDDEN', adminA: 'BAD_USER_INPUT', adminB: 'FORBIDDEN', cookA: 'FORBIDDEN' },
  },
  {
    call: 'NudgeRecipeReaders',
    query: (i) => `mutation { NudgeRecipeReaders(recipeId: "${i.recipeA}") }`,
    expect: { superAdmin: 'FORBIDDEN', adminA: 'ok', adminB: 'FORBIDDEN', cookA: 'FORBIDDEN' },
  },
  { call: 'getMyRecipeNotices', query: () => `{ getMyRecipeNotices { id } }`, expect: all('ok') },
  // billing
  {
    call: 'getPayments',
    query: () => `{ getPayments(pageNo: 1, sizePerPage: 5) { total } }`,
    expect: { ...all('ok'), cookA: 'FORBIDDEN' },
  },
  {
    call: 'UpdateSubscriptionPlan',
    query: (i) => `mutation { UpdateSubscriptionPlan(id: "${i.fresh}", input: { storageCapacity: ${i.n} }) { id } }`,
    expect: onlySuperAdmin,
    fresh: async () => plan,
  },
  // identity
  { call: 'GetUsers', query: () => `{ GetUsers(pageNo: 1) { total } }`, expect: { ...all('ok'), cookA: 'FORBIDDEN' } },
  { call: 'getUserById', query: (i) => `{ getUserById(id: "${i.cookA}") { email } }`, expect: { ...kitchenAReads, adminB: 'FORBIDDEN' } },
  {
    call: 'CreateKitchenCook',
    query: (i) =>
      `mutation { CreateKitchenCook(input: { kitchenId: "${i.kitchenA}", fName: "C", lName: "${i.n}", email: "cook-${tag}-${i.n}@a.test" }) { code } }`,
    expect: kitchenAWrites,
  },
];

function outcomeOf(reply: Reply): Outcome | string {
  const code = reply.body.errors?.[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  const data = Object.values(reply.body.data ?? {})[0];
  return data === null ? 'none' : 'ok';
}

test.each(ROWS.map((row) => [row.call, row] as const))('%s answers each role as it should', async (_call, row) => {
  const got: Record<string, Outcome | string> = {};
  for (const role of ['cookA', 'adminB', 'adminA', 'superAdmin'] as Role[]) {
    const fresh = row.fresh ? await row.fresh() : '';
    got[role] = outcomeOf(await gql(stack.gatewayUrl, row.query({ ...ids, fresh, n: ++n }), tokens[role]));
  }
  expect(got).toEqual(row.expect);
});

test('deleting kitchen A’s category: another kitchen and the cook cannot, its admin can', async () => {
  const del = (role: Role) => gql(stack.gatewayUrl, `mutation { DeleteCategory(id: "${ids.categoryA}") { code } }`, tokens[role]);
  expect(outcomeOf(await del('cookA'))).toBe('FORBIDDEN');
  expect(outcomeOf(await del('adminB'))).toBe('NOT_FOUND');
  expect(outcomeOf(await del('adminA'))).toBe('ok');
  await until(
    async () => outcomeOf(await gql(stack.gatewayUrl, `{ getCategoryById(id: "${ids.categoryA}") { id } }`, tokens.superAdmin)) === 'none',
  );
});
