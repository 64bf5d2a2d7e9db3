/**
 * Attack class (#43, 3 and 4): sub-recipe graphs that hang a kitchen or hide an allergen. Two
 * saves at once (A uses B while B is changed to use A) stored a loop in the first or second try,
 * and from then on Menu costing hung until the gateway's timeout; chains of any length passed, and
 * allergens stopped rising after 32 of them. Through the public API, an admin of this file's own
 * kitchen: no race stores a loop, and a chain past the depth limit is refused with a clear error.
 * (Loops and depths already stored, and two replicas racing: services/recipe/test/sub-recipe-graph.test.ts.)
 */
import { gql, newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let admin: string;
let water: string;
let litre: string;

const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const UPDATE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { id } }`;
const call = (query: string, variables: Record<string, unknown>) => gql(stack.gatewayUrl, query, admin, {}, variables);
const line = () => ({ position: 1, ingredientsId: water, quantity: 1, unitId: litre });
const sub = (subRecipeId: string) => ({ position: 2, subRecipeId, quantity: 0.1, unitId: litre });

async function create(title: string, ingredients: object[] = [line()]): Promise<string> {
  const reply = await call(CREATE, { i: { title, yieldValue: 1, yieldUnitId: litre, ingredients } });
  const id = (reply.body.data?.CreateRecipeMenu as { id: string } | null)?.id;
  if (!id) throw new Error(JSON.stringify(reply.body.errors));
  return id;
}

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack);
  admin = kitchen.admin.token;
  const catalog = await gql(
    stack.gatewayUrl,
    '{ getActiveIngredients { id } getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }',
    admin,
  );
  water = (catalog.body.data?.getActiveIngredients as { id: string }[])[0]!.id;
  litre = (catalog.body.data?.getUnits as { records: { id: string; code: string }[] }).records.find((u) => u.code === 'l')!.id;
}, 180_000);

test('two opposite saves at once never store a loop, and Menu costing keeps answering', async () => {
  const [a, b] = [await create('Sauce A'), await create('Sauce B')];
  for (let race = 0; race < 20; race++) {
    const replies = await Promise.all([
      call(UPDATE, { id: a, i: { ingredients: [line(), sub(b)] } }),
      call(UPDATE, { id: b, i: { ingredients: [line(), sub(a)] } }),
    ]);
    const refused = replies.filter((r) => r.body.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body.errors?.[0]?.message).toMatch(/A recipe cannot contain itself/);
    await Promise.all([call(UPDATE, { id: a, i: { ingredients: [line()] } }), call(UPDATE, { id: b, i: { ingredients: [line()] } })]);
  }
  const menu = await call(`{ getMenuCosting { id cost { complete } } }`, {});
  expect(menu.body.errors).toBeUndefined();
}, 120_000);

test('a chain of sub-recipes past the limit is refused on the lines', async () => {
  let below = await create('Level 0');
  for (let level = 1; level <= 12; level++) below = await create(`Level ${level}`, [line(), sub(below)]);
  const reply = await call(CREATE, { i: { title: 'Level 13', yieldValue: 1, yieldUnitId: litre, ingredients: [line(), sub(below)] } });
  expect(reply.body.errors?.[0]).toMatchObject({
    message: 'Sub-recipes can be nested at most 12 levels deep',
    extensions: { code: 'BAD_USER_INPUT', field: 'ingredients' },
  });
}, 120_000);
