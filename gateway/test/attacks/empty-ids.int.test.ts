/*
 * Attack: empty or malformed ids on identity calls that name a user. `DeleteUser(id: "")` used to
 * fall back to the caller, so a kitchen's last admin deleted themselves and their whole kitchen
 * with one blank argument (and `UpdateUserDetails(input: { id: "" })` changed the caller instead
 * of the person named). Each attempt below must be refused as BAD_USER_INPUT naming the field,
 * and leave the caller and their kitchen as they were.
 */
import { gql, newKitchen, sharedStack, signInSuperAdmin, type Reply, type SharedStack } from '@brigade/test-kit';

/** Both kitchens are this file's own, on the shared stack: one with an admin and a cook, and the victim's. */
let stack: SharedStack;
let superAdmin: string;
let homeAdmin: string;
let homeCook: string;
/** The only admin of a kitchen of their own: deleting them would close that kitchen. */
let lastAdmin: string;
let victimKitchen: string;

const BLANKS = ['', '   ', 'not-an-id', '0', '64b00000000000000000000z'];

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  // newKitchen returns once each kitchen is ACTIVE and its admin's token names it.
  const [home, solo] = await Promise.all([
    newKitchen(stack, { cooks: 1 }),
    newKitchen(stack, { name: 'Solo Kitchen', admin: { fName: 'Solo', lName: 'Admin' } }),
  ]);
  homeAdmin = home.admin.token;
  homeCook = home.cooks[0]?.token ?? '';
  lastAdmin = solo.admin.token;
  victimKitchen = solo.id;
}, 180_000);

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
  for (const token of [homeCook, homeAdmin]) {
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
    homeAdmin,
  );
  expect(refusal(update)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  const read = await gql(stack.gatewayUrl, `{ getUserById(id: ${literal(id)}) { email } }`, homeCook);
  expect(read.body.data?.getUserById ?? null).toBeNull();
  expect(refusal(read)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
});

test('a push aimed at a malformed user id is an input error on userId', async () => {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation { SendPushNotification(input: { title: "Hi", body: "-", userId: "nope" }) { sent } }`,
    homeAdmin,
  );
  expect(refusal(reply)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
});

test('the messages are in the caller’s language', async () => {
  const reply = await gql(stack.gatewayUrl, `mutation { DeleteUser(id: "") { code } }`, homeAdmin, { locale: 'nl' });
  expect(reply.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
  expect(reply.body.errors?.[0]?.message).toMatch(/veld id/);
});
