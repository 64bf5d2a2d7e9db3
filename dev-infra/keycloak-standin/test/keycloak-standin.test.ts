import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { stableSubject, startKeycloakStandin, type KeycloakStandin } from '../src';

const REDIRECT_URI = 'http://localhost:3000/callback';
const WEB_ORIGIN = 'http://localhost:3000';
const alice = {
  username: 'alice',
  password: 'alice-secret',
  email: 'alice@example.com',
  emailVerified: true,
  firstName: 'Alice',
  lastName: 'Martin',
  realmRoles: ['ADMIN', 'COOK'],
};
const bob = {
  username: 'bob',
  password: 'bob-secret',
  email: 'bob@example.com',
  emailVerified: false,
  realmRoles: [],
  sub: 'b0b00000-0000-4000-8000-000000000001',
};

let kc: KeycloakStandin;

beforeAll(async () => {
  kc = await startKeycloakStandin({
    realm: 'brigade',
    clients: [
      {
        clientId: 'brigade-shell',
        public: true,
        redirectUris: [REDIRECT_URI, 'http://localhost:3000/app/*'],
        webOrigins: [WEB_ORIGIN],
      },
    ],
    users: [alice, bob],
  });
});

afterAll(async () => {
  await kc.stop();
});

test('the discovery document has the issuer and Keycloak-layout endpoints', async () => {
  const response = await fetch(`${kc.issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  const discovery = (await response.json()) as Record<string, unknown>;
  expect(kc.issuer).toBe(`${kc.baseUrl}/realms/brigade`);
  expect(kc.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const oidc = `${kc.issuer}/protocol/openid-connect`;
  expect(discovery).toMatchObject({
    issuer: kc.issuer,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    jwks_uri: `${oidc}/certs`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    code_challenge_methods_supported: ['S256'],
  });
  expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'password', 'refresh_token']));
  expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256']);
  expect(kc.jwksUri).toBe(`${oidc}/certs`);
  expect(kc.tokenEndpoint).toBe(`${oidc}/token`);

  const jwks = (await (await fetch(kc.jwksUri)).json()) as { keys: Record<string, unknown>[] };
  expect(jwks.keys).toHaveLength(1);
  expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
  expect(jwks.keys[0]).not.toHaveProperty('d');
});

test('the password grant returns a Keycloak-shaped RS256 access token that verifies against the realm JWKS', async () => {
  const tokens = await kc.passwordGrant('alice', 'alice-secret');
  expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'openid email profile' });

  const header = decodeProtectedHeader(tokens.access_token);
  expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
  const jwks = createRemoteJWKSet(new URL(kc.jwksUri));
  const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: kc.issuer, audience: 'account', algorithms: ['RS256'] });
  expect(payload).toMatchObject({
    iss: kc.issuer,
    aud: 'account',
    sub: stableSubject('brigade', 'alice'),
    typ: 'Bearer',
    azp: 'brigade-shell',
    scope: 'openid email profile',
    email: 'alice@example.com',
    email_verified: true,
    preferred_username: 'alice',
    given_name: 'Alice',
    family_name: 'Martin',
    name: 'Alice Martin',
  });
  expect(payload.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect((payload.realm_access as { roles: string[] }).roles).toEqual(expect.arrayContaining(['ADMIN', 'COOK', 'default-roles-brigade']));
  expect(typeof payload.jti).toBe('string');
  expect(payload.exp! - payload.iat!).toBe(300);
  expect(payload).not.toHaveProperty('client_id');

  // The ID token is for the client, like Keycloak's.
  const { payload: idToken } = await jwtVerify(tokens.id_token!, jwks, { issuer: kc.issuer, audience: 'brigade-shell' });
  expect(idToken).toMatchObject({ sub: payload.sub, typ: 'ID', azp: 'brigade-shell', email: 'alice@example.com' });

  // The same user gets the same sub on the next login; an explicit sub is kept.
  const again = await jwtVerify((await kc.passwordGrant('alice', 'alice-secret')).access_token, jwks);
  expect(again.payload.sub).toBe(payload.sub);
  const { payload: bobs } = await jwtVerify((await kc.passwordGrant('bob', 'bob-secret', 'brigade-shell', 'email')).access_token, jwks);
  expect(bobs).toMatchObject({ sub: bob.sub, email_verified: false, scope: 'email profile' });
  expect((bobs.realm_access as { roles: string[] }).roles).not.toContain('ADMIN');
});

test('a wrong password or an unknown user is refused with invalid_grant', async () => {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'brigade-shell', username: 'alice', password: 'wrong' });
  const response = await fetch(kc.tokenEndpoint, { method: 'POST', body });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });

  await expect(kc.passwordGrant('alice', 'wrong')).rejects.toThrow(/invalid_grant/);
  await expect(kc.passwordGrant('mallory', 'alice-secret')).rejects.toThrow(/invalid_grant/);
  await expect(kc.passwordGrant('alice', 'alice-secret', 'no-such-client')).rejects.toThrow(/invalid_client/);
});

test('userinfo accepts the access token and answers with the profile', async () => {
  const { access_token } = await kc.passwordGrant('alice', 'alice-secret');
  const response = await fetch(`${kc.issuer}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    sub: stableSubject('brigade', 'alice'),
    email: 'alice@example.com',
    preferred_username: 'alice',
  });

  const forged = await fetch(`${kc.issuer}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${access_token}x` } });
  expect(forged.status).toBe(401);
});

/** A browser in a few lines: follows redirects by hand and keeps cookies. */
async function browse(url: string, jar: Map<string, string>, init: RequestInit = {}): Promise<Response> {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}

test('the authorization code flow with PKCE signs in through the login form (what keycloak-js does)', async () => {
  const jar = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${kc.issuer}/protocol/openid-connect/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'brigade-shell',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  let response = await browse(authorize.href, jar);
  expect(response.status).toBe(303);
  const loginUrl = new URL(response.headers.get('location')!, kc.baseUrl).href;
  expect(loginUrl).toMatch(new RegExp(`^${kc.issuer}/login-actions/authenticate/`));
  const page = await (await browse(loginUrl, jar)).text();
  expect(page).toContain('id="kc-form-login"');

  const wrong = await browse(loginUrl, jar, { method: 'POST', body: new URLSearchParams({ username: 'alice', password: 'nope' }) });
  expect(await wrong.text()).toContain('Invalid username or password.');

  response = await browse(loginUrl, jar, { method: 'POST', body: new URLSearchParams({ username: 'alice', password: 'alice-secret' }) });
  let location = response.headers.get('location');
  // Resume, then the silent consent step, until the provider redirects back to the client.
  for (let hops = 0; location && !location.startsWith(REDIRECT_URI) && hops < 10; hops += 1) {
    response = await browse(new URL(location, kc.baseUrl).href, jar);
    location = response.headers.get('location');
  }
  const callback = new URL(location!);
  expect(callback.searchParams.get('state')).toBe('state-1');
  expect(callback.searchParams.get('iss')).toBe(kc.issuer);
  const code = callback.searchParams.get('code')!;

  const tokenResponse = await fetch(kc.tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'brigade-shell',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }),
  });
  expect(tokenResponse.status).toBe(200);
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; refresh_token?: string };
  const jwks = createRemoteJWKSet(new URL(kc.jwksUri));
  const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: kc.issuer, audience: 'account' });
  expect(payload).toMatchObject({
    sub: stableSubject('brigade', 'alice'),
    azp: 'brigade-shell',
    typ: 'Bearer',
    email: 'alice@example.com',
  });
  expect((payload.realm_access as { roles: string[] }).roles).toContain('ADMIN');
  const { payload: idToken } = await jwtVerify(tokens.id_token, jwks, { issuer: kc.issuer, audience: 'brigade-shell' });
  expect(idToken.nonce).toBe('nonce-1');
  // keycloak-js decodes the refresh token (no signature check) for its expiry, as with Keycloak's own JWTs.
  const refreshClaims = decodeJwt(tokens.refresh_token!);
  expect(refreshClaims).toMatchObject({ typ: 'Refresh', azp: 'brigade-shell', sub: payload.sub, iss: kc.issuer });
  expect(refreshClaims.exp).toBeGreaterThan(Date.now() / 1000);

  // keycloak-js updateToken(): the refresh token buys a new access token of the same shape.
  const refreshed = await fetch(kc.tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'brigade-shell', refresh_token: tokens.refresh_token! }),
  });
  expect(refreshed.status).toBe(200);
  const { access_token: renewed, refresh_token: nextRefresh } = (await refreshed.json()) as { access_token: string; refresh_token: string };
  expect(decodeJwt(nextRefresh)).toMatchObject({ typ: 'Refresh', sub: payload.sub });
  // oidc-provider rotates refresh tokens: the one just spent does not work twice.
  const replayed = await fetch(kc.tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'brigade-shell', refresh_token: tokens.refresh_token! }),
  });
  expect(replayed.status).toBe(400);
  expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
  const { payload: renewedPayload } = await jwtVerify(renewed, jwks, { issuer: kc.issuer, audience: 'account' });
  expect(renewedPayload).toMatchObject({ sub: payload.sub, azp: 'brigade-shell', realm_access: payload.realm_access });

  // RP-initiated logout (keycloak-js logout()): the confirmation form posts itself, then back to the app.
  const logout = new URL(`${kc.issuer}/protocol/openid-connect/logout`);
  logout.search = new URLSearchParams({
    client_id: 'brigade-shell',
    post_logout_redirect_uri: REDIRECT_URI,
    id_token_hint: tokens.id_token,
  }).toString();
  const form = await (await browse(logout.href, jar)).text();
  const action = /action="([^"]+)"/.exec(form)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1];
  expect(action).toBe(`${kc.issuer}/protocol/openid-connect/logout/confirm`);
  response = await browse(action!, jar, { method: 'POST', body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }) });
  location = response.headers.get('location');
  for (let hops = 0; location && !location.startsWith(REDIRECT_URI) && hops < 5; hops += 1) {
    response = await browse(new URL(location, kc.baseUrl).href, jar);
    location = response.headers.get('location');
  }
  expect(location).toBe(REDIRECT_URI);
});

test('the token endpoint lets a web origin of the client call it with credentials, as keycloak-js does; other origins get no CORS', async () => {
  const preflight = await fetch(kc.tokenEndpoint, {
    method: 'OPTIONS',
    headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

  const refused = await fetch(kc.tokenEndpoint, {
    method: 'POST',
    headers: { origin: WEB_ORIGIN },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'brigade-shell', refresh_token: 'not-a-token' }),
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  expect(refused.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  expect(refused.headers.get('access-control-allow-credentials')).toBe('true');

  const stranger = await fetch(kc.tokenEndpoint, {
    method: 'POST',
    headers: { origin: 'http://evil.example' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'brigade-shell', refresh_token: 'not-a-token' }),
  });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  expect(stranger.headers.get('access-control-allow-credentials')).toBeNull();
});

test('the registration endpoint of keycloak-js register() opens the sign-in form (the stand-in’s users are fixed)', async () => {
  const register = new URL(`${kc.issuer}/protocol/openid-connect/registrations`);
  register.search = new URLSearchParams({
    client_id: 'brigade-shell',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    state: 'state-r',
    code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const response = await browse(register.href, new Map());
  expect(response.status).toBe(303);
  expect(new URL(response.headers.get('location')!, kc.baseUrl).pathname).toMatch(/^\/realms\/brigade\/login-actions\/authenticate\//);
});

test('redirect URIs ending in * match by prefix, as in Keycloak; others are refused', async () => {
  const authorize = (redirectUri: string) =>
    fetch(
      `${kc.issuer}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'brigade-shell',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
  expect((await authorize('http://localhost:3000/app/silent-check-sso.html')).status).toBe(303);
  expect((await authorize('http://evil.example/callback')).status).toBe(400);
});

test('two instances are two realms: different issuers, and one realm does not accept the other realm’s tokens', async () => {
  const other = await startKeycloakStandin({ realm: 'kitchen', users: [alice] });
  try {
    expect(other.issuer).toBe(`${other.baseUrl}/realms/kitchen`);
    expect(other.issuer).not.toBe(kc.issuer);
    expect(other.baseUrl).not.toBe(kc.baseUrl);
    const discovery = (await (await fetch(`${other.issuer}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(other.issuer);

    const token = (await other.passwordGrant('alice', 'alice-secret')).access_token;
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(other.jwksUri)), { issuer: other.issuer });
    expect(payload.sub).toBe(stableSubject('kitchen', 'alice'));
    expect(payload.sub).not.toBe(stableSubject('brigade', 'alice'));
    await expect(jwtVerify(token, createRemoteJWKSet(new URL(kc.jwksUri)), { issuer: kc.issuer })).rejects.toThrow();

    // Keycloak's answers for the realm itself and for realms that do not exist.
    expect(await (await fetch(other.issuer)).json()).toMatchObject({ realm: 'kitchen', public_key: expect.any(String) });
    const missing = await fetch(`${other.baseUrl}/realms/brigade/.well-known/openid-configuration`);
    expect(missing.status).toBe(404);
  } finally {
    await other.stop();
  }
});

test('stop() ends the provider process', async () => {
  const other = await startKeycloakStandin({ realm: 'short-lived' });
  expect(() => process.kill(other.pid, 0)).not.toThrow();
  await other.stop();
  await other.stop(); // idempotent
  expect(() => process.kill(other.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  await expect(fetch(`${other.issuer}/.well-known/openid-configuration`)).rejects.toThrow();
});
