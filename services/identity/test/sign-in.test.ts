import { decodeJwt } from 'jose';
import { hashPassword } from '../src/auth/password';
import { rateLimits } from '../src/auth/rate-limits';
import type { UserStatus } from '../src/users/user.model';
import { AUTHENTICATE, DEMO_KITCHEN, codes, firstError, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_signin');
});

afterAll(async () => {
  await h.stop();
});

const authenticate = (email: string, password: string, clientIp = '198.51.100.1', locale?: string) =>
  h.call(AUTHENTICATE, { input: { email, password } }, { kind: 'anonymous' }, { clientIp, locale });

test('a kitchen admin signs in and gets an RS256 token with their id, roles, kitchen and token version', async () => {
  const reply = await authenticate('admin@demo.brigade.local', 'Brigade!2026');
  const result = reply.data?.Authenticate as { token: string; hasPaymentOverDue: boolean; user: { email: string; lastLogin: string } };
  expect(result.user.email).toBe('admin@demo.brigade.local');
  expect(result.hasPaymentOverDue).toBe(false);
  expect(Date.now() - Date.parse(result.user.lastLogin)).toBeLessThan(60_000);
  const claims = decodeJwt(result.token);
  expect(claims).toMatchObject({
    sub: '64b000000000000000000002',
    roles: ['ADMIN'],
    kitchenId: DEMO_KITCHEN,
    tv: 0,
    iss: 'brigade-identity',
  });
});

test('a wrong password and an unknown e-mail get the same answer, in the asked language', async () => {
  const wrong = await authenticate('cook@demo.brigade.local', 'not-it-1', '198.51.100.2');
  const unknown = await authenticate('nobody@demo.brigade.local', 'not-it-1', '198.51.100.2');
  expect(firstError(wrong)).toEqual(firstError(unknown));
  expect(firstError(wrong)?.message).toBe('Invalid email or password');
  const dutch = await authenticate('nobody@demo.brigade.local', 'not-it-1', '198.51.100.2', 'nl');
  expect(firstError(dutch)?.message).toBe('Onjuist e-mailadres of wachtwoord');
});

test('an admin whose kitchen is overdue is told so at sign-in; a super admin never is', async () => {
  await h.kitchens.billing(DEMO_KITCHEN, new Date().toISOString(), {
    limits: { cooksCount: 5, recipeCount: 1, dishesCount: 1, perCookViewRecipeCount: 1 },
    overdue: true,
  });
  const admin = await authenticate('admin@demo.brigade.local', 'Brigade!2026');
  expect((admin.data?.Authenticate as { hasPaymentOverDue: boolean }).hasPaymentOverDue).toBe(true);
  const superAdmin = await authenticate('superadmin@brigade.local', 'Brigade!2026');
  expect((superAdmin.data?.Authenticate as { hasPaymentOverDue: boolean }).hasPaymentOverDue).toBe(false);
  // An older billing statement arriving late does not undo the newer one.
  await h.kitchens.billing(DEMO_KITCHEN, new Date(Date.now() - 3600_000).toISOString(), {
    limits: { cooksCount: 5, recipeCount: 1, dishesCount: 1, perCookViewRecipeCount: 1 },
    overdue: false,
  });
  expect(await h.kitchens.overdue(DEMO_KITCHEN)).toBe(true);
  await h.kitchens.billing(DEMO_KITCHEN, new Date(Date.now() + 1000).toISOString(), {
    limits: { cooksCount: 5, recipeCount: 1, dishesCount: 1, perCookViewRecipeCount: 1 },
    overdue: false,
  });
  expect(await h.kitchens.overdue(DEMO_KITCHEN)).toBe(false);
});

test('ten failures from one address lock the account there only; the owner elsewhere still signs in', async () => {
  await h.users.create({
    email: 'locked@demo.brigade.local',
    accNumber: 'T-LOCK',
    status: 'ACTIVE',
    passwordHash: await hashPassword('Brigade!2026'),
  });
  for (let i = 0; i < 10; i++)
    expect(
      codes(await authenticate(i % 2 ? 'LOCKED@demo.brigade.local ' : 'locked@demo.brigade.local', `guess-${i}`, '203.0.113.1')),
    ).toEqual(['BAD_USER_INPUT']);
  const blocked = await authenticate('locked@demo.brigade.local', 'Brigade!2026', '203.0.113.1');
  expect(codes(blocked)).toEqual(['TOO_MANY_REQUESTS']);
  expect(firstError(blocked)?.message).toMatch(/try again in 1[45] minutes/);
  expect(codes(await authenticate('locked@demo.brigade.local', 'Brigade!2026', '198.51.100.9'))).toEqual([]);
});

test('a hundred failures an hour across addresses lock the account everywhere, known or not (the backstop)', async () => {
  const backstop = rateLimits(h.identity.connection).failedSignInPerAccount;
  await h.users.create({
    email: 'spread@demo.brigade.local',
    accNumber: 'T-SPREAD',
    status: 'ACTIVE',
    passwordHash: await hashPassword('Brigade!2026'),
  });
  for (const account of ['spread@demo.brigade.local', 'ghost@demo.brigade.local']) {
    // 99 failures seen at other addresses (each under its own limit); the 100th trips the backstop.
    await backstop.penalty(account, 99);
    expect(codes(await authenticate(account, 'guess', '203.0.114.1'))).toEqual(['BAD_USER_INPUT']);
    const blocked = await authenticate(account, 'Brigade!2026', '203.0.114.99');
    expect(codes(blocked)).toEqual(['TOO_MANY_REQUESTS']);
    expect(firstError(blocked)?.extensions?.retryAfterSeconds).toBeGreaterThan(50 * 60);
  }
});

test('fifty failures from one address block that address for every account', async () => {
  for (let i = 0; i < 50; i++) await authenticate(`spray-${i}@demo.brigade.local`, 'guess', '192.0.2.50');
  expect(codes(await authenticate('cook@demo.brigade.local', 'Brigade!2026', '192.0.2.50'))).toEqual(['TOO_MANY_REQUESTS']);
  expect(codes(await authenticate('cook@demo.brigade.local', 'Brigade!2026', '192.0.2.51'))).toEqual([]);
});

test.each([
  ['PAUSED', 'This account is paused; ask your kitchen admin'],
  ['NOT_VERIFIED', 'Please verify your email first; we sent you a link'],
  ['REJECT', 'This account was not approved'],
  ['PENDING', 'This account is not active yet'],
] as [UserStatus, string][])('a %s user with the right password cannot sign in', async (status, message) => {
  const email = `${status.toLowerCase()}@demo.brigade.local`;
  await h.users.create({ email, accNumber: `T-${status}`, status, passwordHash: await hashPassword('Brigade!2026') });
  const reply = await authenticate(email, 'Brigade!2026', '198.51.100.77');
  expect(codes(reply)).toEqual(['FORBIDDEN']);
  expect(firstError(reply)?.message).toBe(message);
});

test('a malformed e-mail is refused with its field before anything is looked up', async () => {
  const reply = await authenticate('not-an-email', 'x');
  expect(firstError(reply)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
});
