/*
 * Attack: a mailed link that outlives a password change. Whoever holds an older reset or
 * invitation link (a forwarded mail, a shared inbox, a mailbox read before the owner noticed)
 * could use it after the owner changed or reset their password, or after an admin set it, and
 * take the account over again. Each attempt below uses such a stale link; every one must be
 * refused as an invalid link, and the password the owner chose must still be the one that works.
 */
import { startStack, type Stack } from '@brigade/dev-stack';
import { gql, mailLink, signIn, until, type Reply } from '../support';

let stack: Stack;
let superAdmin: string;
let demoAdmin: string;

const DEMO_KITCHEN = '64b000000000000000000001';
const TAKEOVER = 'Taken-over-99';

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  [superAdmin, demoAdmin] = await Promise.all([
    signIn(stack.gatewayUrl, 'superadmin@brigade.local'),
    signIn(stack.gatewayUrl, 'admin@demo.brigade.local'),
  ]);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const link = (to: string, param: string) => mailLink(stack.mailUrl ?? '', to, param);

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
    `mutation { ${kind}(input: { fName: "Stale", lName: "Link", email: "${email}", kitchenId: "${DEMO_KITCHEN}" }) { user { id } } }`,
    token,
  );
  const user = (reply.body.data?.[kind] as { user: { id: string } } | undefined)?.user;
  if (!user) throw new Error(JSON.stringify(reply.body));
  return user.id;
}

test('a reset link asked for before a password change is refused after it', async () => {
  await forgot('cook@demo.brigade.local');
  const stale = await link('cook@demo.brigade.local', 'resetToken');
  const cook = await signIn(stack.gatewayUrl, 'cook@demo.brigade.local');
  const changed = await gql(
    stack.gatewayUrl,
    `mutation { ChangePassword(input: { currentPassword: "Brigade!2026", password: "Owner-choice-42" }) { code } }`,
    cook,
  );
  expect(changed.body.errors).toBeUndefined();
  await expectRefused(await createPassword(stale, TAKEOVER), 'cook@demo.brigade.local');
  await signIn(stack.gatewayUrl, 'cook@demo.brigade.local', 'Owner-choice-42');
});

test('an invitation link is refused once the password was set through a reset link', async () => {
  await newStaff('CreateKitchenAdmin', 'second-admin@demo.brigade.local', superAdmin);
  const invitation = await link('second-admin@demo.brigade.local', 'createToken');
  await forgot('second-admin@demo.brigade.local');
  const reset = await link('second-admin@demo.brigade.local', 'resetToken');
  expect((await createPassword(reset, 'Owner-choice-43')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(invitation, TAKEOVER), 'second-admin@demo.brigade.local');
  await signIn(stack.gatewayUrl, 'second-admin@demo.brigade.local', 'Owner-choice-43');
});

test('a reset link is refused once the password was set through the invitation link', async () => {
  await newStaff('CreateKitchenCook', 'invited-cook@demo.brigade.local', demoAdmin);
  const invitation = await link('invited-cook@demo.brigade.local', 'createToken');
  await forgot('invited-cook@demo.brigade.local');
  const reset = await link('invited-cook@demo.brigade.local', 'resetToken');
  expect((await createPassword(invitation, 'Owner-choice-44')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(reset, TAKEOVER), 'invited-cook@demo.brigade.local');
});

test('reset and invitation links are refused once an admin set the cook’s password', async () => {
  const cookId = await newStaff('CreateKitchenCook', 'set-by-admin@demo.brigade.local', demoAdmin);
  const invitation = await link('set-by-admin@demo.brigade.local', 'createToken');
  await forgot('set-by-admin@demo.brigade.local');
  const reset = await link('set-by-admin@demo.brigade.local', 'resetToken');
  const set = await gql(
    stack.gatewayUrl,
    `mutation { UpdateKitchenCook(id: "${cookId}", input: { password: "Admin-choice-45" }) { code } }`,
    demoAdmin,
  );
  expect(set.body.errors).toBeUndefined();
  await expectRefused(await createPassword(reset, TAKEOVER), 'set-by-admin@demo.brigade.local');
  await expectRefused(await createPassword(invitation, TAKEOVER), 'set-by-admin@demo.brigade.local');
});

test('of two reset links, the older is refused even after the newer was used', async () => {
  await forgot('admin@demo.brigade.local');
  const older = await link('admin@demo.brigade.local', 'resetToken');
  await forgot('admin@demo.brigade.local');
  let newer = older;
  await until(async () => (newer = await link('admin@demo.brigade.local', 'resetToken')) !== older);
  expect((await createPassword(newer, 'Owner-choice-46')).body.errors).toBeUndefined();
  await expectRefused(await createPassword(older, TAKEOVER), 'admin@demo.brigade.local');
});
