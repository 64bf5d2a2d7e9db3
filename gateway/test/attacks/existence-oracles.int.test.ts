/**
 * Attack class (#43, 7): existence oracles. Another kitchen's recipe id got FORBIDDEN where an
 * unknown id got BAD_USER_INPUT (UpdateRecipeOrder, recipe lines, previewCosting), and a kitchen
 * admin's CreateKitchenCook said "This email is already registered" for any tenant's address
 * without CheckEmail's limit. Each must answer "not yours" exactly as "not there", and the e-mail
 * question only within CheckEmail's 20 an hour per client address.
 */
import { clientAddress, gql, newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let admin: string;
let theirRecipe: string;
let theirAdminEmail: string;
const NOWHERE = '0123456789abcdef01234567';

beforeAll(async () => {
  stack = await sharedStack();
  const [ours, theirs] = await Promise.all([newKitchen(stack), newKitchen(stack)]);
  admin = ours.admin.token;
  theirAdminEmail = theirs.admin.email;
  const created = await gql(stack.gatewayUrl, `mutation { CreateRecipeMenu(input: { title: "Their secret" }) { id } }`, theirs.admin.token);
  theirRecipe = (created.body.data?.CreateRecipeMenu as { id: string }).id;
}, 180_000);

const errorOf = async (query: string, variables: Record<string, unknown>) =>
  (await gql(stack.gatewayUrl, query, admin, {}, variables)).body.errors?.[0];

test.each([
  ['UpdateRecipeOrder', `mutation ($id: ID!) { UpdateRecipeOrder(ids: [$id]) }`],
  [
    'a recipe line',
    `mutation ($id: ID!) { CreateRecipeMenu(input: { title: "Mine", ingredients: [{ position: 1, subRecipeId: $id, quantity: 1 }] }) { id } }`,
  ],
  [
    'previewCosting',
    `query ($id: ID!) { previewCosting(input: { yieldValue: 1, ingredients: [{ subRecipeId: $id, quantity: 1 }] }) { cost { total } } }`,
  ],
])("%s answers another kitchen's recipe exactly as an id that is not there", async (_what, query) => {
  const theirs = await errorOf(query, { id: theirRecipe });
  expect(theirs?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(theirs).toEqual(await errorOf(query, { id: NOWHERE }));
});

test('adding a cook tells a registered address apart only within CheckEmail’s limit', async () => {
  const from = { 'x-forwarded-for': clientAddress() };
  const add = `mutation ($e: String!) { CreateKitchenCook(input: { fName: "Probe", lName: "Probe", email: $e }) { message } }`;
  for (let i = 0; i < 20; i++) {
    const reply = await gql(stack.gatewayUrl, add, admin, from, { e: theirAdminEmail });
    expect(reply.body.errors?.[0]?.message).toBe('This email is already registered');
  }
  const spent = await gql(stack.gatewayUrl, add, admin, from, { e: theirAdminEmail });
  expect(spent.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
});
