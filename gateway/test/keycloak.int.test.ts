import { join } from 'node:path';
import { freePort, launch, ROOT, waitForHttp, type Managed } from '@brigade/dev-stack';
import { startKeycloakStandin, type KeycloakStandin, type StandinUser } from '@brigade/keycloak-standin';
import { errorCodes, gql, newKitchen, sharedStack, signIn, type Kitchen, type Reply, type SharedStack } from '@brigade/test-kit';
import { generateKeyPair, SignJWT } from 'jose';

/**
 * A gateway that also trusts a Keycloak realm. The shared stack's gateway has no Keycloak settings,
 * so this file starts a second gateway process (the built main.js, as production runs it) beside
 * it, over the same subgraphs, with KEYCLOAK_URL and KEYCLOAK_REALM set. The Brigade accounts are
 * the admin and cook of this file's own kitchen.
 */
let stack: SharedStack;
let kitchen: Kitchen;
let keycloak: KeycloakStandin;
/** The same realm name on another port: another issuer, with keys of its own. */
let impostor: KeycloakStandin;
let gateway: Managed;
let url: string;

const PASSWORD = 'pw-Keycloak1';

beforeAll(async () => {
  stack = await sharedStack();
  kitchen = await newKitchen(stack, { cooks: 1 });
  const users: StandinUser[] = [
    { username: 'chef', password: PASSWORD, email: kitchen.admin.email, emailVerified: true, realmRoles: ['ADMIN'] },
    { username: 'stranger', password: PASSWORD, email: 'stranger@example.com', emailVerified: true, realmRoles: ['COOK'] },
    { username: 'unverified', password: PASSWORD, email: kitchen.cooks[0]?.email ?? '', emailVerified: false, realmRoles: ['COOK'] },
  ];
  [keycloak, impostor] = await Promise.all([startKeycloakStandin({ users }), startKeycloakStandin({ users })]);
  const port = await freePort();
  const subgraphUrls = Object.fromEntries(Object.entries(stack.serviceUrls).map(([name, u]) => [`${name.toUpperCase()}_URL`, u]));
  gateway = launch(
    'gateway-kc',
    [join(ROOT, 'gateway/dist/main.js')],
    {
      ...subgraphUrls,
      PORT: String(port),
      INTERNAL_SIGNING_KEY: stack.internalSigningKey,
      KAFKA_BROKERS: stack.kafkaBrokers,
      IDENTITY_JWKS_URL: (stack.serviceUrls.identity ?? '').replace('/graphql', '/.well-known/jwks.json'),
      KEYCLOAK_URL: keycloak.baseUrl,
      KEYCLOAK_REALM: 'brigade',
    },
    'silent',
  );
  url = `http://127.0.0.1:${port}/graphql`;
  await waitForHttp('gateway-kc', url.replace('/graphql', '/readyz'));
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([keycloak?.stop(), impostor?.stop()]);
});

const accessToken = async (realm: KeycloakStandin, username: string) => (await realm.passwordGrant(username, PASSWORD)).access_token;

function expectRefused(reply: Reply): void {
  // Refused at the gateway (401), not merely answered as an anonymous caller by a subgraph.
  expect(reply.status).toBe(401);
  expect(errorCodes(reply)).toEqual(['UNAUTHENTICATED']);
  expect(reply.body.errors?.[0]?.message).toBe('Your session is invalid or has expired; please sign in again');
}

test('a Keycloak user with a Brigade account is that Brigade user, with the mapped realm role', async () => {
  const token = await accessToken(keycloak, 'chef');
  expect((await gql(url, '{ me { email isAdmin kitchenId } }', token)).body).toEqual({
    data: { me: { email: kitchen.admin.email, isAdmin: true, kitchenId: kitchen.id } },
  });
  expect((await gql(url, `{ getKitchenById(id: "${kitchen.id}") { name } }`, token)).body).toEqual({
    data: { getKitchenById: { name: kitchen.name } },
  });
});

test('a Keycloak user without a Brigade account is refused', async () => {
  expectRefused(await gql(url, '{ me { email } }', await accessToken(keycloak, 'stranger')));
});

test('an e-mail Keycloak has not verified links to nobody', async () => {
  expectRefused(await gql(url, '{ me { email } }', await accessToken(keycloak, 'unverified')));
});

test('tokens of an untrusted issuer are refused, also when they name the trusted one', async () => {
  expectRefused(await gql(url, '{ me { email } }', await accessToken(impostor, 'chef')));
  const { privateKey } = await generateKeyPair('RS256');
  const forged = await new SignJWT({ typ: 'Bearer', azp: 'brigade-shell', email: kitchen.admin.email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'attacker' })
    .setIssuer(keycloak.issuer)
    .setSubject('forged-subject')
    .setAudience('account')
    .setExpirationTime('5m')
    .sign(privateKey);
  expectRefused(await gql(url, '{ me { email } }', forged));
});

test("the realm's ID token is not a bearer token", async () => {
  const { id_token: idToken } = await keycloak.passwordGrant('chef', PASSWORD);
  expectRefused(await gql(url, '{ me { email } }', idToken));
});

test('a Brigade identity token still works beside Keycloak', async () => {
  const cook = kitchen.cooks[0] as { email: string; password: string };
  const token = await signIn(url, cook.email, cook.password);
  expect((await gql(url, '{ me { email } }', token)).body).toEqual({ data: { me: { email: cook.email } } });
});
