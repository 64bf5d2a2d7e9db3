import { gql, newKitchen, sharedStack, signInSuperAdmin, until, type Reply, type SharedStack } from '@brigade/test-kit';
import { graphqlCalls } from './support';

/**
 * Issue #21 through the gateway, across real processes: the kitchen's own ingredients, units that
 * convert, recipes built from recipes and allergens with three states. A kitchen's admin (this file's own kitchen, on the shared stack)
 * builds a short rib (6 portions) on a red-wine sauce (makes 0.5 l) on a brown stock (makes 2 l),
 * scales it with worked numbers, and follows the sub-recipe amounts down; a loop, a rival kitchen's
 * ingredient and recipe, and a scale of 0 or −2 are refused.
 */
let stack: SharedStack;
let kitchenId: string;
let admin: string;
let superAdmin: string;

type Named = { id: string; name: string };
type Line = {
  quantity: number;
  subRecipeId: string | null;
  subRecipeYield: number | null;
  scaled: { quantity: number; unit: { name: string } | null } | null;
  grams: number | null;
  conversionProblem: string | null;
};
type Profile = { allergen: { code: string }; status: string; via: string[] }[];

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack);
  kitchenId = kitchen.id;
  admin = kitchen.admin.token;
  superAdmin = await signInSuperAdmin(stack);
}, 180_000);

const call = (query: string, variables: Record<string, unknown> = {}, token = admin) => gql(stack.gatewayUrl, query, token, {}, variables);
const field = <T>(reply: Reply, name: string) => reply.body.data?.[name] as T;
const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const UPDATE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { id } }`;
/** The recipe form's quick add: the mutation and fields the ingredient picker's "Add '…'" sends. */
const ADD_INGREDIENT = `mutation ($i: IngredientInput!) { CreateIngredients(input: $i) { id name kitchenId } }`;

/** Creates a recipe once catalog's announcements of what it names have reached recipe (they cross Kafka). */
async function createWhenKnown(input: Record<string, unknown>, token = admin): Promise<string> {
  let id: string | undefined;
  await until(async () => {
    id = field<{ id: string } | null>(await call(CREATE, { i: input }, token), 'CreateRecipeMenu')?.id;
    return Boolean(id);
  });
  return id as string;
}

async function catalogIds() {
  const [ingredients, units, allergens] = await Promise.all([
    call(`{ getActiveIngredients { id name } }`),
    call(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }`),
    call(`{ getActiveAllergens { id code } }`),
  ]);
  const find = <T extends { id: string }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`no ${what}`);
    return row.id;
  };
  return {
    ingredient: (name: string) => find(field<Named[]>(ingredients, 'getActiveIngredients'), (r) => r.name === name, name),
    unit: (code: string) =>
      find(field<{ records: { id: string; code: string }[] }>(units, 'getUnits').records, (r) => r.code === code, code),
    allergens: field<{ id: string; code: string }[]>(allergens, 'getActiveAllergens'),
  };
}

const LINES = `ingredients { quantity subRecipeId subRecipeYield scaled { quantity unit { name } } grams conversionProblem }`;

async function open(id: string, scaleToYield?: number): Promise<{ title: string; lines: Line[]; profile: Profile }> {
  const reply = await call(
    `query ($id: ID!, $s: Float) { getRecipeMenuById(id: $id, scaleToYield: $s) { title ${LINES}
      allergenProfile { allergen { code } status via } } }`,
    { id, s: scaleToYield ?? null },
  );
  if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
  const recipe = field<{ title: string; ingredients: Line[]; allergenProfile: Profile }>(reply, 'getRecipeMenuById');
  return { title: recipe.title, lines: recipe.ingredients, profile: recipe.allergenProfile };
}

const shown = (line: Line) => `${line.scaled?.quantity} ${line.scaled?.unit?.name ?? ''}`.trim();
const statusOf = (profile: Profile, code: string) => profile.find((s) => s.allergen.code === code);

let ids: Awaited<ReturnType<typeof catalogIds>>;
let shallot: string;
let stock: string;
let sauce: string;
let shortRib: string;

test('a kitchen admin adds "Shallot" from the recipe form; the name is theirs alone, whatever its case or accents', async () => {
  const added = await call(ADD_INGREDIENT, { i: { name: 'Shallot' } });
  expect(added.body.errors).toBeUndefined();
  const created = field<{ id: string; name: string; kitchenId: string }>(added, 'CreateIngredients');
  expect(created).toMatchObject({ name: 'Shallot', kitchenId });
  shallot = created.id;

  const again = await call(ADD_INGREDIENT, { i: { name: 'shallót' } });
  expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });

  ids = await catalogIds();
  expect(ids.ingredient('Shallot')).toBe(shallot);
  // Another kitchen's admin never sees it.
  const other = field<{ id: string }>(
    await call(`mutation { CreateKitchen(input: { name: "Rival bistro" }) { id } }`, {}, superAdmin),
    'CreateKitchen',
  );
  const theirs = await call(`query ($k: ID) { getActiveIngredients(kitchenId: $k) { id } }`, { k: other.id }, superAdmin);
  expect(field<{ id: string }[]>(theirs, 'getActiveIngredients').map((i) => i.id)).not.toContain(shallot);
});

test('a 3-level recipe scales from 6 to 25 and to 1 portion, and each sub-recipe opens at exactly the amount needed', async () => {
  const line = (name: string, quantity: number, unit: string) => ({
    ingredientsId: ids.ingredient(name),
    unitId: ids.unit(unit),
    quantity,
  });
  stock = await createWhenKnown({
    title: 'Brown stock',
    yieldValue: 2,
    yieldUnitId: ids.unit('l'),
    ingredients: [line('Onion', 2, 'piece'), line('Celery', 200, 'g'), line('Wheat flour', 30, 'g')],
  });
  sauce = await createWhenKnown({
    title: 'Red wine sauce',
    yieldValue: 0.5,
    yieldUnitId: ids.unit('l'),
    ingredients: [{ subRecipeId: stock, unitId: ids.unit('l'), quantity: 0.4 }, line('Butter', 50, 'g'), line('Shallot', 1, 'piece')],
  });
  shortRib = await createWhenKnown({
    title: 'Short rib',
    type: 'MENU',
    yieldValue: 6,
    yieldUnitOfMeasure: 'portions',
    ingredients: [
      line('Dry white wine', 750, 'ml'),
      { subRecipeId: sauce, unitId: ids.unit('ml'), quantity: 300 },
      line('Onion', 3, 'piece'),
      line('Butter', 40, 'g'),
    ],
  });

  // As written: 750 ml of wine at 0.99 g/ml and 3 onions at 150 g; a sauce states no density, so its weight is not guessed.
  const written = await open(shortRib);
  expect(written.lines.map((l) => [l.grams, l.conversionProblem])).toEqual([
    [742.5, null],
    [null, 'NEEDS_DENSITY'],
    [450, null],
    [40, null],
  ]);

  // × 25/6: 750 ml → 3,125 ml = 3.1 l; 300 ml → 1,250 ml = 1.3 l (1.25 l of the sauce);
  // 3 onions → 12.5; 40 g → 166.7 g → 167 g.
  const for25 = await open(shortRib, 25);
  expect(for25.lines.map(shown)).toEqual(['3.125 l', '1.25 l', '12.5 piece', '167 g']);
  expect(for25.lines[1]?.subRecipeYield).toBe(1.25);

  // × 1/6: 125 ml; 50 ml (0.05 l of the sauce); half an onion; 6.7 g.
  const forOne = await open(shortRib, 1);
  expect(forOne.lines.map(shown)).toEqual(['125 ml', '50 ml', '0.5 piece', '6.7 g']);
  expect(forOne.lines[1]?.subRecipeYield).toBe(0.05);

  // Down the line for 25: the sauce at 1.25 l is × 2.5: 0.4 l of stock → 1 l, 50 g butter → 125 g, 1 shallot → 2.5.
  const sauceFor25 = await open(sauce, 1.25);
  expect(sauceFor25.lines.map(shown)).toEqual(['1 l', '125 g', '2.5 piece']);
  expect(sauceFor25.lines[0]?.subRecipeYield).toBe(1);
  // And the stock at 1 l is × 0.5: 1 onion, 100 g celery, 15 g flour.
  const stockFor25 = await open(stock, 1);
  expect(stockFor25.lines.map(shown)).toEqual(['1 piece', '100 g', '15 g']);
});

test('a line that would make a recipe use itself is refused, naming the loop', async () => {
  const direct = await call(UPDATE, { id: stock, i: { ingredients: [{ subRecipeId: stock, unitId: ids.unit('l'), quantity: 1 }] } });
  expect(direct.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ingredients.0.subRecipeId' });
  expect(direct.body.errors?.[0]?.message).toContain('Brown stock → Brown stock');

  const around = await call(UPDATE, {
    id: stock,
    i: {
      ingredients: [
        { ingredientsId: ids.ingredient('Onion'), quantity: 2 },
        { subRecipeId: shortRib, unitId: ids.unit('portion'), quantity: 1 },
      ],
    },
  });
  expect(around.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ingredients.1.subRecipeId' });
  expect(around.body.errors?.[0]?.message).toContain('Brown stock → Short rib → Red wine sauce → Brown stock');
  // Nothing was lost: the stock is as it was.
  expect((await open(stock)).lines).toHaveLength(3);
});

test('"may contain" flows up from the stock to the dish; an unchecked shallot makes the dish UNKNOWN until it is checked', async () => {
  const dish = await open(shortRib);
  // Wheat flour in the stock may contain soy: so may the sauce and the dish, by way of the sauce.
  expect(statusOf(dish.profile, 'SOYBEANS')).toEqual({ allergen: { code: 'SOYBEANS' }, status: 'MAY_CONTAIN', via: ['Red wine sauce'] });
  expect(statusOf(dish.profile, 'GLUTEN')).toMatchObject({ status: 'CONTAINS', via: ['Red wine sauce'] });
  expect(statusOf(dish.profile, 'MILK')).toMatchObject({ status: 'CONTAINS', via: expect.arrayContaining(['Butter', 'Red wine sauce']) });
  // Nobody has said whether the shallot has fish in it: the dish cannot be called free of fish.
  expect(statusOf(dish.profile, 'FISH')).toMatchObject({ status: 'UNKNOWN', via: ['Red wine sauce'] });

  const fish = ids.allergens.find((a) => a.code === 'FISH')?.id;
  const freeOfFish = async () =>
    field<{ records: { id: string }[] }>(
      await call(`query ($f: RecipeMenuFilters) { getRecipeMenu(filters: $f, sizePerPage: 100) { records { id } } }`, {
        f: { freeOfAllergenIds: [fish] },
      }),
      'getRecipeMenu',
    ).records.map((r) => r.id);
  expect(await freeOfFish()).not.toContain(shortRib);

  // The chef checks the shallot: free of all fourteen. The dish follows through two levels.
  const checked = await call(`mutation ($id: ID!, $i: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $i) { id } }`, {
    id: shallot,
    i: { freeFromAllergenIds: ids.allergens.map((a) => a.id) },
  });
  expect(checked.body.errors).toBeUndefined();
  await until(async () => (await freeOfFish()).includes(shortRib));
  expect(statusOf((await open(shortRib)).profile, 'FISH')).toMatchObject({ status: 'FREE', via: [] });
});

test("another kitchen's ingredient or recipe cannot be a line, and reads like one that is not there", async () => {
  const rival = field<{ id: string }>(
    await call(`mutation { CreateKitchen(input: { name: "Rival brasserie" }) { id } }`, {}, superAdmin),
    'CreateKitchen',
  );
  const theirIngredient = field<{ id: string }>(
    await call(`mutation ($k: ID!) { CreateIngredients(input: { name: "Rival jus", kitchenId: $k }) { id } }`, { k: rival.id }, superAdmin),
    'CreateIngredients',
  ).id;
  const theirRecipe = await createWhenKnown(
    { title: 'Rival demi-glace', kitchenId: rival.id, yieldValue: 1, ingredients: [{ ingredientsId: theirIngredient, quantity: 1 }] },
    superAdmin,
  );
  const borrow = async (line: Record<string, unknown>) => call(CREATE, { i: { title: 'Borrowed', ingredients: [line] } });
  const nowhere = '0123456789abcdef01234567';
  const errorOf = async (line: Record<string, unknown>) => (await borrow(line)).body.errors?.[0];
  expect(await errorOf({ ingredientsId: theirIngredient, quantity: 1 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(await errorOf({ ingredientsId: theirIngredient, quantity: 1 })).toEqual(await errorOf({ ingredientsId: nowhere, quantity: 1 }));
  const portion = ids.unit('portion');
  expect(await errorOf({ subRecipeId: theirRecipe, unitId: portion, quantity: 1 })).toEqual(
    await errorOf({ subRecipeId: nowhere, unitId: portion, quantity: 1 }),
  );
});

test('a scale of 0 or −2 is refused with a message in the person’s language', async () => {
  for (const scale of [0, -2]) {
    const reply = await gql(
      stack.gatewayUrl,
      `query ($id: ID!, $s: Float) { getRecipeMenuById(id: $id, scaleToYield: $s) { id } }`,
      admin,
      { 'accept-language': 'nl' },
      { id: shortRib, s: scale },
    );
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scaleToYield' });
    expect(reply.body.errors?.[0]?.message).not.toMatch(/please|enter/i);
  }
});

test('a 40-line dish with 3 levels of sub-recipes opens scaled, with its allergen profile, in one call per subgraph', async () => {
  const names = field<Named[]>(await call(`{ getActiveIngredients { id name } }`), 'getActiveIngredients').map((i) => i.id);
  const lines = Array.from({ length: 38 }, (_, n) => ({ ingredientsId: names[n % names.length], unitId: ids.unit('g'), quantity: 10 + n }));
  const plate = await createWhenKnown({
    title: 'Tasting plate',
    type: 'MENU',
    yieldValue: 4,
    ingredients: [
      ...lines,
      { subRecipeId: sauce, unitId: ids.unit('ml'), quantity: 120 },
      { subRecipeId: stock, unitId: ids.unit('l'), quantity: 0.2 },
    ],
  });
  const services = Object.entries(stack.serviceUrls);
  const before = await Promise.all(services.map(([, url]) => graphqlCalls(url)));
  const reply = await call(
    `query ($id: ID!) { getRecipeMenuById(id: $id, scaleToYield: 10) {
      allergenProfile { allergen { name code } status via }
      ingredients { ingredient { name } unit { name } scaled { quantity unit { name } } subRecipeYield
        subRecipe { title allergenProfile { allergen { name } status }
          ingredients { ingredient { name } unit { name } subRecipe { title ingredients { ingredient { name } unit { name } } } } } } } }`,
    { id: plate },
  );
  const after = await Promise.all(services.map(([, url]) => graphqlCalls(url)));
  expect(reply.body.errors).toBeUndefined();
  const recipe = field<{
    allergenProfile: { allergen: { code: string | null } }[];
    ingredients: { scaled: { unit: { name: string } | null } }[];
  }>(reply, 'getRecipeMenuById');
  expect(recipe.ingredients).toHaveLength(40);
  // Each of the 14 regulated allergens once; other files on the shared stack may have added platform allergens (no code) beside them.
  const regulated = recipe.allergenProfile.map((a) => a.allergen.code).filter(Boolean);
  expect(new Set(regulated).size).toBe(14);
  expect(regulated).toHaveLength(14);
  expect(recipe.ingredients.every((l) => l.scaled?.unit?.name)).toBe(true);
  const calls = Object.fromEntries(services.map(([name], i) => [name, (after[i] ?? 0) - (before[i] ?? 0)]));
  expect(calls).toEqual({ identity: 0, kitchen: 0, catalog: 1, recipe: 1, billing: 0 });
});
