import { linkKeycloakUser } from '../src/keycloak/keycloak-link';
import { startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_keycloak');
});

afterAll(async () => {
  await h.stop();
});

test('a Keycloak subject with a verified e-mail is linked to that user once, and found by subject afterwards', async () => {
  const first = await linkKeycloakUser(h.users, {
    subject: 'kc-1',
    email: 'Admin@Demo.Brigade.local',
    emailVerified: true,
    roles: ['ADMIN'],
  });
  expect(first).toMatchObject({
    userId: '64b000000000000000000002',
    kitchenId: '64b000000000000000000001',
    roles: ['ADMIN'],
    tokenVersion: 0,
  });
  // Found by subject even when Keycloak's e-mail changes later.
  const again = await linkKeycloakUser(h.users, {
    subject: 'kc-1',
    email: 'renamed@elsewhere.test',
    emailVerified: true,
    roles: ['ADMIN'],
  });
  expect(again).toMatchObject({ userId: '64b000000000000000000002' });
  // Another subject cannot take over an account that is already linked.
  expect(
    await linkKeycloakUser(h.users, { subject: 'kc-2', email: 'admin@demo.brigade.local', emailVerified: true, roles: ['SUPER_ADMIN'] }),
  ).toBeNull();
});

test('an unverified e-mail links nothing, and no account means no user', async () => {
  expect(
    await linkKeycloakUser(h.users, { subject: 'kc-3', email: 'cook@demo.brigade.local', emailVerified: false, roles: ['COOK'] }),
  ).toBeNull();
  expect(
    await linkKeycloakUser(h.users, { subject: 'kc-4', email: 'stranger@example.com', emailVerified: true, roles: ['COOK'] }),
  ).toBeNull();
});

test("the realm's roles become the user's, and a paused user is refused", async () => {
  await linkKeycloakUser(h.users, { subject: 'kc-5', email: 'cook@demo.brigade.local', emailVerified: true, roles: ['COOK', 'ADMIN'] });
  expect(await h.users.findOne({ email: 'cook@demo.brigade.local' }).lean()).toMatchObject({
    isCook: true,
    isAdmin: true,
    keycloakSubject: 'kc-5',
  });
  await h.users.updateOne({ email: 'cook@demo.brigade.local' }, { status: 'PAUSED' });
  expect(await linkKeycloakUser(h.users, { subject: 'kc-5', email: 'cook@demo.brigade.local', emailVerified: true, roles: ['COOK'] })).toBe(
    'inactive',
  );
});
