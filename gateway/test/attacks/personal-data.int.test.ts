/*
 * Attack: a cook reads other people's personal data through federation. `getUserById(admin)` is
 * FORBIDDEN for a cook, but the same admin reached as a kitchen's `owner`, or colleagues reached
 * as a recipe's `cooks`, used to come back whole: e-mail, phone, date of birth, last login,
 * account number, push endpoint, notes. A cook may see only the names and pictures (and ids) of
 * others; the private fields read as null, without an error, so the cook's screens keep working.
 * Each attempt reads one private field of one other person along one path.
 */
import { gql, newKitchen, sharedStack, signInSuperAdmin, until, type Kitchen, type SharedStack } from '@brigade/test-kit';

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

/** The kitchen, its admin, its cook and their colleague are this file's own, on the shared stack. */
let stack: SharedStack;
let kitchen: Kitchen;
let superAdmin: string;
let admin: string;
let cook: string;
let cookId: string;
let colleagueId: string;
let recipeId: string;

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = kitchen.cooks[0]?.token ?? '';
  cookId = ((await gql(stack.gatewayUrl, `{ me { id } }`, cook)).body.data?.me as { id: string }).id;
  // Private details worth stealing on the admin (the kitchen's owner) and on a colleague.
  await gql(
    stack.gatewayUrl,
    `mutation { UpdateUserDetails(input: { phone: "+31 6 12345678", dob: "1980-02-03", notes: "admin's own note", gender: FEMALE }) { code } }`,
    admin,
  );
  // Invited by the admin, the colleague chooses a password and signs in: a last login to leak.
  colleagueId = (await kitchen.addCook({ fName: 'Col', lName: 'League', phone: '+31 6 87654321', notes: 'on probation' })).id;
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

async function ownerAs(token: string): Promise<Person> {
  const reply = await gql(stack.gatewayUrl, `{ getKitchenById(id: "${kitchen.id}") { name owner { ${FIELDS} } } }`, token);
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
  // The kitchen's admin, as the super admin's list of admins names them (among every other kitchen's on the shared stack).
  const admins = await gql(
    stack.gatewayUrl,
    `query ($s: String) { GetUsers(filters: { role: ADMIN, search: $s }) { records { id email } } }`,
    superAdmin,
    {},
    { s: kitchen.admin.email },
  );
  const adminId = (admins.body.data?.GetUsers as { records: { id: string; email: string }[] }).records.find(
    (r) => r.email === kitchen.admin.email,
  )?.id;
  expect(adminId).toBe(kitchen.admin.id);
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
  expect(cooks.find((c) => c.id === cookId)).toMatchObject({ email: kitchen.cooks[0]?.email, status: 'ACTIVE' });
});

test('the kitchen’s admin and the super admin keep what they may see', async () => {
  for (const token of [admin, superAdmin]) {
    expect(await ownerAs(token)).toMatchObject({ email: kitchen.admin.email, phone: '+31612345678', notes: "admin's own note" });
  }
  const colleague = (await cooksAs(admin)).find((c) => c.id === colleagueId);
  expect(colleague).toMatchObject({ email: kitchen.cooks[1]?.email, notes: 'on probation', status: 'ACTIVE' });
  expect(colleague?.lastLogin).toEqual(expect.any(String));
});
