/*
 * Attack: a cook reads other people's personal data through federation. `getUserById(admin)` is
 * FORBIDDEN for a cook, but the same admin reached as a kitchen's `owner`, or colleagues reached
 * as a recipe's `cooks`, used to come back whole: e-mail, phone, date of birth, last login,
 * account number, push endpoint, notes. A cook may see only the names and pictures (and ids) of
 * others; the private fields read as null, without an error, so the cook's screens keep working.
 * Each attempt reads one private field of one other person along one path.
 */
import { startStack, type Stack } from '@brigade/dev-stack';
import { gql, mailLink, signIn, until } from '../support';

const DEMO_KITCHEN = '64b000000000000000000001';
const PRIVATE = [
  'email',
  'phone',
  'status',
  'dob',
  'lastLogin',
  'lang',
  'notes',
  'gender',
  'accNumber',
  'fcmToken',
  'vat_number',
  'createdAt',
  'updatedBy',
];
const FIELDS = `id fName lName displayName profileImage ${PRIVATE.join(' ')}`;

type Person = Record<string, unknown> & { id: string };

let stack: Stack;
let superAdmin: string;
let admin: string;
let cook: string;
let cookId: string;
let colleagueId: string;
let recipeId: string;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  [superAdmin, admin, cook] = await Promise.all([
    signIn(stack.gatewayUrl, 'superadmin@brigade.local'),
    signIn(stack.gatewayUrl, 'admin@demo.brigade.local'),
    signIn(stack.gatewayUrl, 'cook@demo.brigade.local'),
  ]);
  cookId = ((await gql(stack.gatewayUrl, `{ me { id } }`, cook)).body.data?.me as { id: string }).id;
  // Private details worth stealing on the admin (the kitchen's owner) and on a colleague.
  await gql(
    stack.gatewayUrl,
    `mutation { UpdateUserDetails(input: { phone: "+31 6 12345678", dob: "1980-02-03", notes: "admin's own note", gender: FEMALE }) { code } }`,
    admin,
  );
  const colleague = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchenCook(input: { fName: "Col", lName: "League", email: "colleague@demo.brigade.local", phone: "+31 6 87654321", notes: "on probation" }) { user { id } } }`,
    admin,
  );
  colleagueId = (colleague.body.data?.CreateKitchenCook as { user: { id: string } }).user.id;
  const invite = await mailLink(stack.mailUrl ?? '', 'colleague@demo.brigade.local', 'createToken');
  await gql(stack.gatewayUrl, `mutation { CreatePassword(input: { token: "${invite}", password: "League-cook-26" }) { code } }`);
  await signIn(stack.gatewayUrl, 'colleague@demo.brigade.local', 'League-cook-26'); // a last login to leak
  // The recipe service learns of the new cook from identity's events.
  await until(async () => {
    const created = await gql(
      stack.gatewayUrl,
      `mutation { CreateRecipeMenu(input: { title: "Shared dish", status: ACTIVE, isPrivate: true, cookIds: ["${cookId}", "${colleagueId}"] }) { id } }`,
      admin,
    );
    recipeId = (created.body.data?.CreateRecipeMenu as { id: string } | undefined)?.id ?? '';
    return recipeId !== '';
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function ownerAs(token: string): Promise<Person> {
  const reply = await gql(stack.gatewayUrl, `{ getKitchenById(id: "${DEMO_KITCHEN}") { name owner { ${FIELDS} } } }`, token);
  expect(reply.body.errors).toBeUndefined();
  return (reply.body.data?.getKitchenById as { owner: Person }).owner;
}

async function cooksAs(token: string): Promise<Person[]> {
  const reply = await gql(stack.gatewayUrl, `{ getRecipeMenuById(id: "${recipeId}") { title cooks { ${FIELDS} } } }`, token);
  expect(reply.body.errors).toBeUndefined();
  return (reply.body.data?.getRecipeMenuById as { cooks: Person[] }).cooks;
}

/** The private fields of `person` that came back filled: each one is a successful attack. */
const leaked = (person: Person | undefined) => PRIVATE.filter((field) => person?.[field] !== null && person?.[field] !== undefined);

test('the cook cannot read the admin directly (the rule that must hold everywhere)', async () => {
  const admins = await gql(stack.gatewayUrl, `{ GetUsers(filters: { role: ADMIN }) { records { id } } }`, superAdmin);
  const adminId = (admins.body.data?.GetUsers as { records: { id: string }[] }).records[0]?.id;
  const direct = await gql(stack.gatewayUrl, `{ getUserById(id: "${adminId}") { email } }`, cook);
  expect(direct.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('through getKitchenById { owner }, a cook sees the admin’s name and picture only', async () => {
  const owner = await ownerAs(cook);
  expect(owner).toMatchObject({ fName: expect.any(String) as string, displayName: expect.any(String) as string });
  expect(leaked(owner)).toEqual([]);
});

test('through getRecipeMenuById { cooks }, a cook sees colleagues’ names only, and all of themselves', async () => {
  const cooks = await cooksAs(cook);
  const colleague = cooks.find((c) => c.id === colleagueId);
  expect(colleague).toMatchObject({ fName: 'Col', lName: 'League', displayName: 'Col League' });
  expect(leaked(colleague)).toEqual([]);
  expect(cooks.find((c) => c.id === cookId)).toMatchObject({ email: 'cook@demo.brigade.local', status: 'ACTIVE' });
});

test('the kitchen’s admin and the super admin keep what they may see', async () => {
  for (const token of [admin, superAdmin]) {
    expect(await ownerAs(token)).toMatchObject({ email: 'admin@demo.brigade.local', phone: '+31612345678', notes: "admin's own note" });
  }
  const colleague = (await cooksAs(admin)).find((c) => c.id === colleagueId);
  expect(colleague).toMatchObject({ email: 'colleague@demo.brigade.local', notes: 'on probation', status: 'ACTIVE' });
  expect(colleague?.lastLogin).toEqual(expect.any(String));
});
