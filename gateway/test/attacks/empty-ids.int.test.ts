/*
 * Attack: empty or malformed ids on identity calls that name a user. `DeleteUser(id: "")` used to
 * fall back to the caller, so a kitchen's last admin deleted themselves and their whole kitchen
 * with one blank argument (and `UpdateUserDetails(input: { id: "" })` changed the caller instead
 * of the person named). Each attempt below must be refused as BAD_USER_INPUT naming the field,
 * and leave the caller and their kitchen as they were.
 */
import { startStack, type Stack } from '@brigade/dev-stack';
import { gql, mailLink, signIn, until, type Reply } from '../support';

let stack: Stack;
let superAdmin: string;
let demoAdmin: string;
let demoCook: string;
/** The only admin of a kitchen of their own: deleting them would close that kitchen. */
let lastAdmin: string;
let victimKitchen: string;

const BLANKS = ['', '   ', 'not-an-id', '0', '64b00000000000000000000z'];

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  [superAdmin, demoAdmin, demoCook] = await Promise.all([
    signIn(stack.gatewayUrl, 'superadmin@brigade.local'),
    signIn(stack.gatewayUrl, 'admin@demo.brigade.local'),
    signIn(stack.gatewayUrl, 'cook@demo.brigade.local'),
  ]);
  const created = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchen(input: { name: "Solo Kitchen", admin: { fName: "Solo", lName: "Admin", email: "solo@solo.test" } }) { id } }`,
    superAdmin,
  );
  victimKitchen = (created.body.data?.CreateKitchen as { id: string }).id;
  const invite = await mailLink(stack.mailUrl ?? '', 'solo@solo.test', 'createToken');
  const chosen = await gql(
    stack.gatewayUrl,
    `mutation { CreatePassword(input: { token: "${invite}", password: "Harbour-light-26" }) { code } }`,
  );
  if (chosen.body.errors) throw new Error(JSON.stringify(chosen.body.errors));
  await until(async () => {
    lastAdmin = await signIn(stack.gatewayUrl, 'solo@solo.test', 'Harbour-light-26');
    return (await me(lastAdmin))?.kitchenId === victimKitchen;
  });
  // The kitchen opens (ACTIVE) when identity's event that its admin is active reaches kitchen: on a busy machine, after they can sign in.
  await until(async () => {
    const kitchen = await gql(stack.gatewayUrl, `{ getKitchenById(id: "${victimKitchen}") { status } }`, superAdmin);
    return (kitchen.body.data?.getKitchenById as { status: string } | undefined)?.status === 'ACTIVE';
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function me(token: string) {
  const reply = await gql(stack.gatewayUrl, `{ me { id fName kitchenId } }`, token);
  return reply.body.data?.me as { id: string; fName: string; kitchenId: string | null } | undefined;
}

const refusal = (reply: Reply) => reply.body.errors?.[0]?.extensions;

const literal = (s: string) => JSON.stringify(s);

test.each(BLANKS)('DeleteUser(id: %j) by a kitchen’s last admin deletes nobody', async (id) => {
  const reply = await gql(stack.gatewayUrl, `mutation { DeleteUser(id: ${literal(id)}) { code } }`, lastAdmin);
  // The attack worked if the caller (and with them their kitchen) is gone.
  expect(await me(lastAdmin)).toMatchObject({ fName: 'Solo' });
  const kitchen = await gql(stack.gatewayUrl, `{ getKitchenById(id: "${victimKitchen}") { status } }`, superAdmin);
  expect(kitchen.body.data?.getKitchenById).toEqual({ status: 'ACTIVE' });
  expect(refusal(reply)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  expect(reply.body.errors?.[0]?.message).toMatch(/\bid\b/);
});

test.each(BLANKS)('DeleteUser(id: %j) by the super admin is a clear input error', async (id) => {
  const reply = await gql(stack.gatewayUrl, `mutation { DeleteUser(id: ${literal(id)}) { code } }`, superAdmin);
  expect(await me(superAdmin)).toBeDefined();
  expect(refusal(reply)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
});

test.each(BLANKS)('UpdateUserDetails(input: { id: %j }) changes nobody, the caller included', async (id) => {
  for (const token of [demoCook, demoAdmin]) {
    const before = await me(token);
    const reply = await gql(
      stack.gatewayUrl,
      `mutation { UpdateUserDetails(input: { id: ${literal(id)}, fName: "Hijacked" }) { code } }`,
      token,
    );
    expect((await me(token))?.fName).toBe(before?.fName);
    expect(refusal(reply)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  }
});

test.each(BLANKS)('UpdateKitchenCook and getUserById with id %j are input errors', async (id) => {
  const update = await gql(
    stack.gatewayUrl,
    `mutation { UpdateKitchenCook(id: ${literal(id)}, input: { status: PAUSED }) { code } }`,
    demoAdmin,
  );
  expect(refusal(update)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  const read = await gql(stack.gatewayUrl, `{ getUserById(id: ${literal(id)}) { email } }`, demoCook);
  expect(read.body.data?.getUserById ?? null).toBeNull();
  expect(refusal(read)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
});

test('a push aimed at a malformed user id is an input error on userId', async () => {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation { SendPushNotification(input: { title: "Hi", body: "-", userId: "nope" }) { sent } }`,
    demoAdmin,
  );
  expect(refusal(reply)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
});

test('the messages are in the caller’s language', async () => {
  const reply = await gql(stack.gatewayUrl, `mutation { DeleteUser(id: "") { code } }`, demoAdmin, { locale: 'nl' });
  expect(reply.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
  expect(reply.body.errors?.[0]?.message).toMatch(/veld id/);
});
