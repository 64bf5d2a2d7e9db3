/**
 * Attack class (#43, 1): nested sub-recipe lines that multiply past the query-cost limit. The gateway
 * counts an unpaged list as 10 entries, but a recipe holds up to 200 lines and each may name the
 * same 200-line sub-recipe: a cook's `ingredients { subRecipe { ingredients { quantity } } }` built
 * 40,000 entries against an estimate of 123, five aliases 200,000. The recipe service now counts
 * what it really answers and refuses past the same limit (QUERY_TOO_COSTLY, no data), while a real
 * 40-line recipe three levels deep, with its scaled view, still answers in one request.
 */
import { gql, newKitchen, sharedStack, type Reply, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let admin: string;
let cook: string;
let fanout: string;
let shortRib: string;

const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const call = (query: string, variables: Record<string, unknown>, token: string) => gql(stack.gatewayUrl, query, token, {}, variables);

async function create(input: Record<string, unknown>): Promise<string> {
  const reply = await call(CREATE, { i: { type: 'RECIPE', status: 'ACTIVE', isPrivate: false, ...input } }, admin);
  const id = (reply.body.data?.CreateRecipeMenu as { id: string } | null)?.id;
  if (!id) throw new Error(`CreateRecipeMenu: ${JSON.stringify(reply.body.errors)}`);
  return id;
}

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = (kitchen.cooks[0] as { token: string }).token;
  const catalog = await gql(
    stack.gatewayUrl,
    '{ getActiveIngredients { id } getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }',
    admin,
  );
  const ingredients = (catalog.body.data?.getActiveIngredients as { id: string }[]).map((i) => i.id);
  const units = (catalog.body.data?.getUnits as { records: { id: string; code: string }[] }).records;
  const gram = units.find((u) => u.code === 'g')?.id;
  const kilo = units.find((u) => u.code === 'kg')?.id;
  const lines = (n: number, subs: string[] = []) =>
    Array.from({ length: n }, (_, i) =>
      i < subs.length
        ? { position: i + 1, subRecipeId: subs[i], quantity: 0.1, unitId: kilo }
        : { position: i + 1, ingredientsId: ingredients[i % ingredients.length], quantity: 10 + i, unitId: gram },
    );
  const yieldKg = { yieldValue: 2, yieldUnitId: kilo };
  // The attack: 200 lines, each naming the same 200-line base.
  const base = await create({ title: 'Base of 200 lines', ...yieldKg, ingredients: lines(200) });
  fanout = await create({
    title: 'Fan-out',
    ...yieldKg,
    ingredients: Array.from({ length: 200 }, () => base).map((b, i) => ({ ...lines(1, [b])[0], position: i + 1 })),
  });
  // The kitchen's real thing: 40 lines on each of three levels, a few of them sub-recipes.
  const stock = await create({ title: 'Brown stock', ...yieldKg, ingredients: lines(40) });
  const sauce = await create({ title: 'Red-wine sauce', ...yieldKg, ingredients: lines(40, [stock, stock, stock]) });
  shortRib = await create({
    title: 'Short rib',
    yieldValue: 6,
    yieldUnitOfMeasure: 'portions',
    ingredients: lines(40, [sauce, sauce, stock]),
  });
}, 180_000);

const expectRefused = (reply: Reply) => {
  expect(reply.body.data?.getRecipeMenuById ?? null).toBeNull();
  expect(reply.body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_COSTLY');
  expect(reply.body.errors?.[0]?.message).toMatch(/too much at once/);
};

describe("a cook's nested sub-recipe lines, 200 × 200", () => {
  it('are refused with a clear error, not built', async () => {
    const query = `query ($id: ID!) { getRecipeMenuById(id: $id) { ingredients { subRecipe { ingredients { quantity } } } } }`;
    expectRefused(await call(query, { id: fanout }, cook));
  });

  it('are refused through five aliases too', async () => {
    const alias = (i: number) => `r${i}: getRecipeMenuById(id: $id) { ingredients { subRecipe { ingredients { quantity } } } }`;
    const reply = await call(`query ($id: ID!) { ${[1, 2, 3, 4, 5].map(alias).join(' ')} }`, { id: fanout }, cook);
    expect(Object.values(reply.body.data ?? {}).filter(Boolean)).toEqual([]);
    expect(reply.body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_COSTLY');
  });

  it('still open one level deep, as the line view asks', async () => {
    const reply = await call(
      `query ($id: ID!) { getRecipeMenuById(id: $id) { ingredients { quantity subRecipe { id title } } } }`,
      { id: fanout },
      cook,
    );
    expect(reply.body.errors).toBeUndefined();
    expect((reply.body.data?.getRecipeMenuById as { ingredients: unknown[] }).ingredients).toHaveLength(200);
  });
});

describe('a 40-line recipe three levels deep', () => {
  it('answers in one request with every level and its scaled view', async () => {
    const LINE = `id quantity unitOfMeasure unit { id name code } ingredient { id name } subRecipeId subRecipeTitle subRecipeYield scaled { quantity unit { id name code } } grams conversionProblem`;
    const query = `query ($id: ID!, $s: Float) { getRecipeMenuById(id: $id, scaleToYield: $s) { id title yieldValue scaledYieldValue
      steps { id title description } allergenProfile { allergen { id name } status via }
      ingredients { ${LINE} subRecipe { id title yieldValue allergenProfile { allergen { id name } status via }
        ingredients { ${LINE} subRecipe { id title ingredients { ${LINE} } } } } } } }`;
    const reply = await call(query, { id: shortRib, s: 12 }, cook);
    expect(reply.body.errors).toBeUndefined();
    type Level = { ingredients: ({ scaled: { quantity: number } | null; subRecipe: Level | null } & Record<string, unknown>)[] };
    const recipe = reply.body.data?.getRecipeMenuById as Level & { scaledYieldValue: number };
    expect(recipe.scaledYieldValue).toBe(12);
    expect(recipe.ingredients).toHaveLength(40);
    const sauce = recipe.ingredients[0]?.subRecipe as Level;
    expect(sauce.ingredients).toHaveLength(40);
    expect(sauce.ingredients[0]?.subRecipe?.ingredients).toHaveLength(40);
    expect(recipe.ingredients[39]?.scaled?.quantity).toBeGreaterThan(0);
  });
});
