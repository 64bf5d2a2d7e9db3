import { join } from 'node:path';
import { freePort, launch, ROOT, startStack, waitForHttp, type Managed, type Stack } from '@brigade/dev-stack';
import { startKeycloakStandin, type KeycloakStandin, type StandinUser } from '@brigade/keycloak-standin';
import { generateKeyPair, SignJWT } from 'jose';
import { errorCodes, gql, signIn, type Reply } from './support';

/**
 * A gateway that also trusts a Keycloak realm. dev-stack hands its gateway no extra environment,
 * so this file starts a second gateway process (the built main.js, as production runs it) beside
 * the stack's, with KEYCLOAK_URL and KEYCLOAK_REALM set.
 */
let stack: Stack;
let keycloak: KeycloakStandin;
/** The same realm name on another port: another issuer, with keys of its own. */
let impostor: KeycloakStandin;
let gateway: Managed;
let url: string;

const PASSWORD = 'pw-Keycloak1';
const DEMO_KITCHEN = '64b000000000000000000001';
const USERS: StandinUser[] = [
  { username: 'chef', password: PASSWORD, email: 'admin@demo.brigade.local', emailVerified: true, realmRoles: ['ADMIN'] },
  { username: 'stranger', password: PASSWORD, email: 'stranger@example.com', emailVerified: true, realmRoles: ['COOK'] },
  { username: 'unverified', password: PASSWORD, email: 'cook@demo.brigade.local', emailVerified: false, realmRoles: ['COOK'] },
];

beforeAll(async () => {
  [stack, keycloak, impostor] = await Promise.all([
    startStack({
      seed: true,
      output: 'silent',
      ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    }),
    startKeycloakStandin({ users: USERS }),
    startKeycloakStandin({ users: USERS }),
  ]);
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
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([stack?.stop(), keycloak?.stop(), impostor?.stop()]);
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
    data: { me: { email: 'admin@demo.brigade.local', isAdmin: true, kitchenId: DEMO_KITCHEN } },
  });
  expect((await gql(url, `{ getKitchenById(id: "${DEMO_KITCHEN}") { name } }`, token)).body).toEqual({
    data: { getKitchenById: { name: 'Demo Kitchen' } },
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
  const forged = await new SignJWT({ typ: 'Bearer', azp: 'brigade-shell', email: 'admin@demo.brigade.local', email_verified: true })
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
  const token = await signIn(url, 'cook@demo.brigade.local');
  expect((await gql(url, '{ me { email } }', token)).body).toEqual({ data: { me: { email: 'cook@demo.brigade.local' } } });
});
