/*
 * Attack: a mailed link that outlives a password change. Whoever holds an older reset or
 * invitation link (a forwarded mail, a shared inbox, a mailbox read before the owner noticed)
 * could use it after the owner changed or reset their password, or after an admin set it, and
 * take the account over again. Each attempt below uses such a stale link; every one must be
 * refused as an invalid link, and the password the owner chose must still be the one that works.
 * The kitchen, its admin and its cook are this file's own, on the shared stack.
 */
import {
  gql,
  mailbox,
  newKitchen,
  sharedStack,
  signIn,
  signInSuperAdmin,
  unique,
  until,
  type Kitchen,
  type Reply,
  type SharedStack,
} from '@brigade/test-kit';

let stack: SharedStack;
let kitchen: Kitchen;
let superAdmin: string;
let kitchenAdmin: string;
let kitchenId: string;
const tag = unique();

const TAKEOVER = 'Taken-over-99';

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  kitchen = await newKitchen(stack, { cooks: 1 });
  kitchenAdmin = kitchen.admin.token;
  kitchenId = kitchen.id;
}, 180_000);

const link = (to: string, param: string) => mailbox(stack.mailUrl).linkFor(to, param);

const createPassword = (token: string, password: string) =>
  gql(
    stack.gatewayUrl,
    `mutation ($t: String!, $p: String!) { CreatePassword(input: { token: $t, password: $p }) { code } }`,
    undefined,
    {},
    { t: token, p: password },
  );

const forgot = (email: string) =>
  gql(stack.gatewayUrl, `mutation ($e: String!) { ForgotPassword(email: $e) { code } }`, undefined, {}, { e: email });

/** The stale link must be refused as a link problem, and must not have set the attacker's password. */
async function expectRefused(reply: Reply, email: string) {
  expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  await expect(signIn(stack.gatewayUrl, email, TAKEOVER)).rejects.toThrow(/Invalid email or password/);
}

async function newStaff(kind: 'CreateKitchenCook' | 'CreateKitchenAdmin', email: string, token: string) {
  const reply = await gql(
    stack.gatewayUrl,
    `mutation { ${kind}(input: { fName: "Stale", lName: "Link", email: "${email}", kitchenId: "${kitchenId}" }) { user { id } } }`,
    token,
  );
  const user = (reply.body.data?.[kind] as { user: { id: string } } | undefined)?.user;
  if (!user) throw new Error(JSON.stringify(reply.body));
  return user.id;
}

test('a reset link asked for before a password change is refused after it', async () => {
  const { email, password } = kitchen.cooks[0] as { email: string; password: string };
  await forgot(email);
  const stale = await link(email, 'resetToken');
  const cook = await signIn(stack.gatewayUrl, email, password);
  const changed = await gql(
    stack.gatewayUrl,
    `mutation ($current: String!) { ChangePassword(input: { currentPassword: $current, password: "Owner-choice-42" }) { code } }`,
    cook,
    {},
    { current: password },
  );
  expect(changed.body.errors).toBeUndefined();
  await expectRefused(await createPassword(stale, TAKEOVER), email);
  await signIn(stack.gatewayUrl, email, 'Owner-choice-42');
});

test('an invitation link is refused once the password was set through a reset link', async () => {
  const email = `second-admin-${tag}@kitchens.test`;
  await newStaff('CreateKitchenAdmin', email, superAdmin);
  const invitation = await link(email, 'createToken');
  await forgot(email);
  const reset = await link(email, 'resetToken');
  expect((await createPassword(reset, 'Owner-choice-43')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(invitation, TAKEOVER), email);
  await signIn(stack.gatewayUrl, email, 'Owner-choice-43');
});

test('a reset link is refused once the password was set through the invitation link', async () => {
  const email = `invited-cook-${tag}@kitchens.test`;
  await newStaff('CreateKitchenCook', email, kitchenAdmin);
  const invitation = await link(email, 'createToken');
  await forgot(email);
  const reset = await link(email, 'resetToken');
  expect((await createPassword(invitation, 'Owner-choice-44')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(reset, TAKEOVER), email);
});

test('reset and invitation links are refused once an admin set the cook’s password', async () => {
  const email = `set-by-admin-${tag}@kitchens.test`;
  const cookId = await newStaff('CreateKitchenCook', email, kitchenAdmin);
  const invitation = await link(email, 'createToken');
  await forgot(email);
  const reset = await link(email, 'resetToken');
  const set = await gql(
    stack.gatewayUrl,
    `mutation { UpdateKitchenCook(id: "${cookId}", input: { password: "Admin-choice-45" }) { code } }`,
    kitchenAdmin,
  );
  expect(set.body.errors).toBeUndefined();
  await expectRefused(await createPassword(reset, TAKEOVER), email);
  await expectRefused(await createPassword(invitation, TAKEOVER), email);
});

test('of two reset links, the older is refused even after the newer was used', async () => {
  const { email } = kitchen.admin;
  await forgot(email);
  const older = await link(email, 'resetToken');
  await forgot(email);
  let newer = older;
  await until(async () => (newer = await link(email, 'resetToken')) !== older);
  expect((await createPassword(newer, 'Owner-choice-46')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(older, TAKEOVER), email);
});
