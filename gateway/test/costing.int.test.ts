import { errorCodes, gql, newKitchen, sharedStack, until, type Reply, type SharedStack } from '@brigade/test-kit';

/**
 * Issue #23 through the gateway, across real processes: a kitchen's admin (this file's own kitchen) records purchase
 * prices in catalog, and recipe costs a tarragon reduction, the béarnaise made with it and steak
 * frites for 4 from what catalog announced over Kafka. Worked numbers (as in recipe's unit tests):
 * reduction 1.5525 for 100 ml, béarnaise 5.87625 for 0.5 l, steak frites 31.7425… for 4 portions,
 * food cost 30.6 % of €28.50 with 10 % VAT.
 */
let stack: SharedStack;
let admin: string;
let cook: string;

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = kitchen.cooks[0]?.token ?? '';
}, 180_000);

const call = (query: string, variables: Record<string, unknown> = {}, token = admin) => gql(stack.gatewayUrl, query, token, {}, variables);
const field = <T>(reply: Reply, name: string) => {
  if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
  return reply.body.data?.[name] as T;
};

const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const PRICE = `mutation ($i: IngredientPriceInput!) { RecordIngredientPrice(input: $i) { id packPrice pricedOn } }`;
const COST = `query ($id: ID!) { getRecipeMenuById(id: $id) { ingredients { id } cost { total perPortion complete
  missing { kind recipeId lineId ingredientId subRecipeId message } } foodCostPercent grossMargin overTarget } }`;

type Cost = {
  ingredients: { id: string }[];
  cost: { total: string; perPortion: string | null; complete: boolean; missing: Record<string, unknown>[] };
  foodCostPercent: number | null;
  grossMargin: string | null;
  overTarget: boolean | null;
};
const costOf = async (id: string) => field<Cost>(await call(COST, { id }), 'getRecipeMenuById');

let ingredient: (name: string) => string;
let unit: (code: string) => string;

/** Creates a recipe once catalog's announcements of what it names have reached recipe (they cross Kafka). */
async function createWhenKnown(input: Record<string, unknown>): Promise<string> {
  let id: string | undefined;
  await until(async () => {
    const reply = await call(CREATE, { i: input });
    id = (reply.body.data?.CreateRecipeMenu as { id: string } | undefined)?.id;
    return Boolean(id);
  });
  return id as string;
}

const line = (name: string, quantity: number, code: string) => ({ ingredientsId: ingredient(name), unitId: unit(code), quantity });
const pack = (name: string, packSize: number, code: string, packPrice: string, more: Record<string, unknown> = {}) =>
  call(PRICE, { i: { ingredientId: ingredient(name), packSize, packUnitId: unit(code), packPrice, pricedOn: '2026-01-05', ...more } });

let reduction: string;
let bearnaise: string;
let dish: string;

test('prices recorded in catalog cost three levels of recipes in recipe, with trim loss, other pack units and a piece weight', async () => {
  for (const name of ['Shallot', 'Entrecôte', 'Potatoes']) {
    const i = name === 'Shallot' ? { name, pieceWeight: 30 } : { name };
    field(await call(`mutation ($i: IngredientInput!) { CreateIngredients(input: $i) { id } }`, { i }), 'CreateIngredients');
  }
  const [ingredients, units] = await Promise.all([
    call(`{ getActiveIngredients { id name } }`),
    call(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }`),
  ]);
  const byName = new Map(field<{ id: string; name: string }[]>(ingredients, 'getActiveIngredients').map((r) => [r.name, r.id]));
  const byCode = new Map(field<{ records: { id: string; code: string }[] }>(units, 'getUnits').records.map((r) => [r.code, r.id]));
  ingredient = (name) => byName.get(name) ?? fail(`no ${name}`);
  unit = (code) => byCode.get(code) ?? fail(`no ${code}`);

  const recorded = await Promise.all([
    pack('Shallot', 5, 'kg', '7.50', { yieldPercent: 80, supplier: 'Groente Groothandel' }),
    pack('White wine vinegar', 1, 'l', '2.40'),
    pack('Dry white wine', 4.5, 'l', '27', { packDescription: 'case of 6 × 0.75 l' }),
    pack('Tarragon', 100, 'g', '3.00', { yieldPercent: 50 }),
    pack('Egg yolks', 30, 'piece', '7.50'),
    pack('Butter', 2, 'kg', '18.00', { pricedOn: '2026-09-01' }),
    pack('Entrecôte', 1, 'kg', '32.00', { yieldPercent: 90 }),
    pack('Potatoes', 10, 'kg', '8.00', { yieldPercent: 85 }),
    pack('Sea salt', 1, 'kg', '0.80'),
  ]);
  expect(recorded.map((r) => r.body.errors)).toEqual(recorded.map(() => undefined));
  expect(field<{ packPrice: string }>(recorded[2]!, 'RecordIngredientPrice').packPrice).toBe('27.00');

  reduction = await createWhenKnown({
    title: 'Tarragon reduction',
    yieldValue: 100,
    yieldUnitId: unit('ml'),
    ingredients: [
      line('Shallot', 2, 'piece'),
      line('White wine vinegar', 100, 'ml'),
      line('Dry white wine', 100, 'ml'),
      line('Tarragon', 10, 'g'),
    ],
  });
  bearnaise = await createWhenKnown({
    title: 'Béarnaise',
    yieldValue: 0.5,
    yieldUnitId: unit('l'),
    ingredients: [{ subRecipeId: reduction, quantity: 50, unitId: unit('ml') }, line('Egg yolks', 6, 'piece'), line('Butter', 400, 'g')],
  });
  dish = await createWhenKnown({
    title: 'Steak frites',
    type: 'MENU',
    yieldValue: 4,
    yieldUnitId: unit('portion'),
    sellingPrice: '28.50',
    vatRate: 10,
    ingredients: [
      line('Entrecôte', 800, 'g'),
      line('Potatoes', 1, 'kg'),
      { subRecipeId: bearnaise, quantity: 200, unitId: unit('ml') },
      line('Sea salt', 8, 'g'),
    ],
  });

  // The prices cross Kafka as events; once the last one is applied the figures are complete.
  await until(async () => (await costOf(dish)).cost.complete);
  expect((await costOf(reduction)).cost.total).toBe('1.5525');
  expect((await costOf(bearnaise)).cost.total).toBe('5.8763');
  expect(await costOf(dish)).toMatchObject({
    cost: { total: '31.7425', perPortion: '7.9356', complete: true, missing: [] },
    foodCostPercent: 30.6,
    grossMargin: '17.9735',
    overTarget: true,
  });
});

test('a price change moves the dish within seconds, through the events and two sub-recipe levels', async () => {
  const started = Date.now();
  field(await pack('Butter', 2, 'kg', '20.00', { pricedOn: '2026-11-01' }), 'RecordIngredientPrice');
  await until(async () => (await costOf(dish)).cost.total === '31.9025', Boolean, { timeoutMs: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((await costOf(dish)).foodCostPercent).toBe(30.8);
});

test('a volume of an ingredient priced by weight, without a density, makes the cost incomplete and names the line', async () => {
  const sauce = await createWhenKnown({
    title: 'Tarragon butter',
    yieldValue: 2,
    ingredients: [line('Butter', 100, 'g'), line('Tarragon', 15, 'ml')],
  });
  const read = await costOf(sauce);
  expect(read.cost).toMatchObject({ total: '1.00', complete: false });
  expect(read.cost.missing).toEqual([
    {
      kind: 'NEEDS_DENSITY',
      recipeId: sauce,
      lineId: read.ingredients[1]!.id,
      ingredientId: ingredient('Tarragon'),
      subRecipeId: null,
      message: 'Tarragon needs a density (g per ml) to convert its unit',
    },
  ]);
});

test('a cook asking for costs or prices is FORBIDDEN; the recipe itself still reads', async () => {
  const reply = await call(`query ($id: ID!) { getRecipeMenuById(id: $id) { title cost { total } foodCostPercent } }`, { id: dish }, cook);
  expect(reply.body.data?.getRecipeMenuById).toEqual({ title: 'Steak frites', cost: null, foodCostPercent: null });
  expect(errorCodes(reply)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  const prices = await call(
    `query ($id: ID!) { getIngredientPrices(ingredientId: $id) { packPrice } }`,
    { id: ingredient('Butter') },
    cook,
  );
  expect(errorCodes(prices)).toEqual(['FORBIDDEN']);
});

test('a supplier price list: the preview names new, changed, bad, duplicate and unknown rows; the import saves only the good ones', async () => {
  const input = {
    supplier: 'Groente Groothandel',
    mapping: { name: 0, packSize: 1, packUnit: 2, packPrice: 3, yieldPercent: 4 },
    rows: [
      ['Sea salt', '1', 'kg', '0,90', ''],
      ['Potatoes', '10', 'kg', '€7.20', '85%'],
      ['Entrecôte', '1', 'kg', 'abc', '90'],
      ['sea salt', '1', 'kg', '0.95', ''],
      ['Truffle oil', '250', 'ml', '12.00', ''],
    ],
  };
  const ROWS = `rows { rowNumber status name packPrice previousPackPrice errors { field } } saved`;
  const preview = field<{ rows: Record<string, unknown>[]; saved: number }>(
    await call(`query ($i: PriceImportInput!) { previewPriceImport(input: $i) { ${ROWS} } }`, { i: input }),
    'previewPriceImport',
  );
  expect(preview.rows.map((r) => [r.rowNumber, r.status, r.previousPackPrice ?? null])).toEqual([
    [2, 'CHANGED', '0.80'],
    [3, 'CHANGED', '8.00'],
    [4, 'INVALID', null],
    [5, 'DUPLICATE', null],
    [6, 'UNMATCHED', null],
  ]);
  expect(preview.rows[2]?.errors).toEqual([{ field: 'packPrice' }]);
  expect(preview.saved).toBe(0);

  const imported = field<{ saved: number }>(
    await call(`mutation ($i: PriceImportInput!) { ImportPrices(input: $i) { ${ROWS} } }`, { i: input }),
    'ImportPrices',
  );
  expect(imported.saved).toBe(2);
  // Potatoes 1 kg now 7.20 / 10 kg / 0.85 = 0.8471 (was 0.9412); salt 8 g 0.0072 (was 0.0064).
  await until(async () => (await costOf(dish)).cost.total === '31.8092', Boolean, { timeoutMs: 10_000 });
});

function fail(message: string): never {
  throw new Error(message);
}
