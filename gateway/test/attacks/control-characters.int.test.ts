/**
 * Attack class: names and titles carrying control characters or bidi overrides. A right-to-left
 * override makes "Soup‮gpj.exe" read as something else in every list and mail; a line break or a
 * C1 control breaks exports and logs; a bidi isolate hides text. Every service's names and titles
 * must refuse them with BAD_USER_INPUT naming the field (in the caller's language), and a search
 * must drop them rather than fail or match nothing.
 */
import { gql, newKitchen, sharedStack, signInSuperAdmin, type Kitchen, type SharedStack } from '@brigade/test-kit';

/** The kitchen and its admin are this file's own, on the shared stack. */
let stack: SharedStack;
let superAdmin: string;
let admin: string;
let kitchen: Kitchen;

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  kitchen = await newKitchen(stack);
  admin = kitchen.admin.token;
}, 180_000);

const CHARACTERS: [string, string][] = [
  ['BEL (C0)', '\u0007'],
  ['a line break', '\n'],
  ['NEL (C1)', '\u0085'],
  ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
  ['LEFT-TO-RIGHT EMBEDDING', '\u202A'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
  ['POP DIRECTIONAL ISOLATE', '\u2069'],
  ['RIGHT-TO-LEFT MARK', '\u200F'],
];

type Target = { name: string; token: () => string; query: string; field: string; variables?: (v: string) => Record<string, unknown> };

/** One name or title per owning service (and the nested ones), each as its console sends it. */
const TARGETS: Target[] = [
  {
    name: 'catalog category name',
    token: () => admin,
    query: 'mutation($v: String!) { CreateCategory(input: { name: $v }) { id } }',
    field: 'name',
  },
  {
    name: 'catalog allergen translation',
    token: () => superAdmin,
    query: 'mutation($v: String!) { CreateAllergens(input: { name: "Lupin test", translations: { nl: $v } }) { id } }',
    field: 'translations.nl',
  },
  {
    name: 'recipe title',
    token: () => admin,
    query: 'mutation($v: String!) { CreateRecipeMenu(input: { title: $v }) { id } }',
    field: 'title',
  },
  {
    name: 'recipe step title',
    token: () => admin,
    query: 'mutation($v: String!) { CreateRecipeMenu(input: { title: "Stock", steps: [{ title: $v }] }) { id } }',
    field: 'steps.0.title',
  },
  {
    name: 'recipe utensil',
    token: () => admin,
    query: 'mutation($v: String!) { CreateRecipeMenu(input: { title: "Stock", utensils: [$v] }) { id } }',
    field: 'utensils.0',
  },
  {
    name: 'identity first name',
    token: () => admin,
    query: 'mutation($v: String!) { UpdateUserDetails(input: { fName: $v }) { code } }',
    field: 'fName',
  },
  {
    name: 'identity display name',
    token: () => admin,
    query: 'mutation($v: String!) { UpdateUserDetails(input: { displayName: $v }) { code } }',
    field: 'displayName',
  },
  {
    name: 'kitchen name (create)',
    token: () => superAdmin,
    query: 'mutation($v: String!) { CreateKitchen(input: { name: $v }) { id } }',
    field: 'name',
  },
  {
    name: 'kitchen name (update)',
    token: () => admin,
    query: 'mutation($k: ID!, $v: String!) { UpdateKitchen(id: $k, input: { name: $v }) { id } }',
    field: 'name',
    variables: (v) => ({ k: kitchen.id, v }),
  },
  {
    name: 'billing plan name',
    token: () => superAdmin,
    // Every other field valid, so only the name can be what is refused.
    query: `mutation($v: String!) { CreateSubscriptionPlan(input: { name: $v, cooksCount: 1, recipeCount: 1, perCookViewRecipeCount: 1,
      dishesCount: 1, price: "1", tax: 0, discount: 0, subscriptionPlan: MONTHLY, freeDemoDays: 0, storageCapacity: 1 }) { id } }`,
    field: 'name',
  },
];

describe.each(TARGETS)('$name', ({ token, query, field, variables = (v) => ({ v }) }) => {
  it.each(CHARACTERS)('refuses %s with BAD_USER_INPUT on the field', async (_what, character) => {
    const reply = await gql(stack.gatewayUrl, query, token(), {}, variables(`Soup${character}gpj.exe`));
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(reply.body.data ?? null).toBeNull();
  });
});

test('the refusal is said in the caller’s language', async () => {
  const reply = await gql(stack.gatewayUrl, TARGETS[0]?.query as string, admin, { locale: 'nl' }, { v: 'Soup\u202E' });
  expect(reply.body.errors?.[0]?.message).toBe('Verwijder onzichtbare stuur- of tekstrichtingstekens');
});

test('names in other scripts, with accents and emoji joiners, are kept', async () => {
  for (const name of ['شوربة عدس', 'Crème brûlée', 'Chef’s 👩‍🍳 pick']) {
    const reply = await gql(
      stack.gatewayUrl,
      'mutation($v: String!) { CreateCategory(input: { name: $v }) { name } }',
      admin,
      {},
      { v: name },
    );
    expect(reply.body.data?.CreateCategory).toEqual({ name });
  }
});

describe('search input', () => {
  beforeAll(async () => {
    await gql(stack.gatewayUrl, 'mutation { CreateCategory(input: { name: "Bidi soups" }) { id } }', admin);
    await gql(stack.gatewayUrl, 'mutation { CreateRecipeMenu(input: { title: "Bidi broth" }) { id } }', admin);
  });
  const lists: [string, string, () => string][] = [
    ['getCategory', 'name', () => 'Bidi soups'],
    ['getRecipeMenu', 'title', () => 'Bidi broth'],
    ['GetUsers', 'email', () => kitchen.admin.email],
  ];
  it.each(lists)('%s drops controls and bidi marks from the search and finds the match', async (list, field, expectedOf) => {
    const expected = expectedOf();
    const search = `${expected.slice(0, 3)}\u202E\u2066\u0000\u200F${expected.slice(3)}`;
    const reply = await gql(
      stack.gatewayUrl,
      `query($s: String) { ${list}(pageNo: 1, sizePerPage: 10, filters: { search: $s }) { records { ${field} } } }`,
      admin,
      {},
      { s: search },
    );
    expect(reply.body.errors).toBeUndefined();
    const records = (reply.body.data?.[list] as { records: Record<string, string>[] }).records;
    expect(records.map((r) => r[field])).toContain(expected);
  });
});
