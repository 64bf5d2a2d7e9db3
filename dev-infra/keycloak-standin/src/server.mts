/**
 * The provider process: oidc-provider (ESM-only, hence its own process) mounted under Keycloak's
 * URL layout, issuing Keycloak-shaped tokens. index.ts starts it with the resolved configuration
 * as JSON in KEYCLOAK_STANDIN_CONFIG and waits for the ready line on stdout.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPair, randomBytes, randomUUID, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { errors, type Account, type Client, type KoaContextWithOIDC, type Token } from 'oidc-provider';
import type { ResolvedClient, ResolvedConfig, ResolvedUser } from './config.js';
import { loginPage, logoutPage, thirdPartyCookiesStep1, thirdPartyCookiesStep2 } from './pages.mjs';
import { keycloakRefreshTokens } from './refresh-tokens.mjs';

/** Keycloak's endpoints below the issuer (`/realms/<realm>`). */
const OIDC = '/protocol/openid-connect';
const ROUTES = {
  authorization: `${OIDC}/auth`,
  token: `${OIDC}/token`,
  jwks: `${OIDC}/certs`,
  userinfo: `${OIDC}/userinfo`,
  end_session: `${OIDC}/logout`,
  revocation: `${OIDC}/revoke`,
  introspection: `${OIDC}/token/introspect`,
  pushed_authorization_request: `${OIDC}/ext/par/request`,
};
const LOGIN_ACTIONS = '/login-actions/authenticate/';
const REGISTRATIONS = `${OIDC}/registrations`;
const THIRD_PARTY_COOKIES = new Map([
  [`${OIDC}/3p-cookies/step1.html`, thirdPartyCookiesStep1],
  [`${OIDC}/3p-cookies/step2.html`, thirdPartyCookiesStep2],
]);
/** Keycloak puts `aud: account` in every access token: the realm's built-in account client. */
const ACCOUNT_AUDIENCE = 'account';
const ACCOUNT_ROLES = ['manage-account', 'manage-account-links', 'view-profile'];
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** Keycloak's default client scopes: granted whether or not the client asks for them. */
const DEFAULT_SCOPES = ['email', 'profile'];

const config = JSON.parse(process.env.KEYCLOAK_STANDIN_CONFIG ?? 'null') as ResolvedConfig | null;
if (!config) {
  process.stderr.write('KEYCLOAK_STANDIN_CONFIG is not set; start this process through startKeycloakStandin()\n');
  process.exit(2);
}
const { realm, users, clients, accessTokenLifespan } = config;
const prefix = `/realms/${realm}`;
const usersBySub = new Map(users.map((user) => [user.sub, user]));
const clientsById = new Map(clients.map((client) => [client.clientId, client]));

// Requests are served once the provider exists (below); nobody knows the port before the ready line.
const server = createServer();
await new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.port, '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const baseUrl = `http://127.0.0.1:${address.port}`;
const issuer = `${baseUrl}${prefix}`;
const accountResource = `${issuer}/account`;

const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
const kid = randomBytes(16).toString('base64url');
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

function userClaims(user: ResolvedUser): Record<string, unknown> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    sub: user.sub,
    email_verified: user.emailVerified,
    ...(name ? { name } : {}),
    preferred_username: user.username,
    ...(user.firstName ? { given_name: user.firstName } : {}),
    ...(user.lastName ? { family_name: user.lastName } : {}),
    ...(user.email ? { email: user.email } : {}),
  };
}

/** The claims Keycloak's default mappers add to an access token, after the registered ones. */
function accessTokenClaims(user: ResolvedUser | undefined, client: ResolvedClient | undefined): Record<string, unknown> {
  return {
    typ: 'Bearer',
    azp: client?.clientId,
    acr: '1',
    ...(client?.webOrigins.length ? { 'allowed-origins': client.webOrigins } : {}),
    ...(user
      ? {
          realm_access: { roles: [...user.realmRoles, `default-roles-${realm}`, 'offline_access', 'uma_authorization'] },
          resource_access: { [ACCOUNT_AUDIENCE]: { roles: ACCOUNT_ROLES } },
          ...userClaims(user),
        }
      : {}),
  };
}

function findUser(login: string | undefined): ResolvedUser | undefined {
  const name = login?.trim().toLowerCase();
  return name ? users.find((user) => user.username === name || user.email === name) : undefined;
}

function passwordMatches(user: ResolvedUser, password: string | undefined): boolean {
  const expected = Buffer.from(user.password);
  const given = Buffer.from(password ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function findAccount(_ctx: unknown, sub: string): Account | undefined {
  const user = usersBySub.get(sub);
  return user && { accountId: user.sub, claims: () => userClaims(user) };
}

const accountResourceServer = {
  audience: ACCOUNT_AUDIENCE,
  scope: SCOPES.join(' '),
  accessTokenFormat: 'jwt' as const,
  accessTokenTTL: accessTokenLifespan,
};

const provider = new Provider(issuer, {
  clients: clients.map((client) => ({
    client_id: client.clientId,
    ...(client.public
      ? { token_endpoint_auth_method: 'none' }
      : { client_secret: client.secret, token_endpoint_auth_method: 'client_secret_basic' }),
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    response_types: client.redirectUris.length ? ['code'] : [],
    grant_types: [
      ...(client.redirectUris.length ? ['authorization_code', 'refresh_token'] : []),
      ...(client.directAccessGrants ? ['password'] : []),
    ],
  })),
  jwks: { keys: [signingKey] },
  routes: ROUTES,
  scopes: SCOPES,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  },
  findAccount,
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  ttl: { AccessToken: accessTokenLifespan, IdToken: accessTokenLifespan, Interaction: 1800, Session: 36000, Grant: 36000 },
  interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${prefix}${LOGIN_ACTIONS}${interaction.uid}` },
  issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
  clientBasedCORS: (_ctx: unknown, origin: string, client: Client) =>
    clientsById.get(client.clientId)?.webOrigins.includes(origin) ?? false,
  features: {
    devInteractions: { enabled: false },
    introspection: { enabled: true },
    revocation: { enabled: true },
    rpInitiatedLogout: { enabled: true, logoutSource: (ctx: KoaContextWithOIDC, form: string) => void (ctx.body = logoutPage(form)) },
    resourceIndicators: {
      enabled: true,
      // Every access token is for Keycloak's `account` audience, as a JWT (the gateway verifies it offline).
      defaultResource: () => accountResource,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx: unknown, indicator: string) => {
        if (indicator !== accountResource) throw new errors.InvalidTarget();
        return accountResourceServer;
      },
    },
  },
  extraTokenClaims: (_ctx: unknown, token: Token) =>
    accessTokenClaims(
      token.accountId ? usersBySub.get(token.accountId) : undefined,
      token.clientId ? clientsById.get(token.clientId) : undefined,
    ),
  formats: {
    customizers: {
      // Keycloak's layout: `typ: JWT` header, `azp` instead of RFC 9068's `client_id`, the session id as `sid`.
      jwt: (_ctx: unknown, token: Token, jwt: { header?: Record<string, unknown>; payload: Record<string, unknown> }) => {
        const { exp, iat, jti, iss, aud, sub, client_id: _clientId, ...rest } = jwt.payload;
        jwt.header = { typ: 'JWT' };
        jwt.payload = { exp, iat, jti, iss, aud, sub, ...(token.sid ? { sid: token.sid } : {}), ...rest };
      },
    },
  },
});

// Keycloak's redirect URIs may end in `*` (prefix match); oidc-provider matches exactly.
function wildcardAllowed(patterns: string[] | undefined, value: string): boolean {
  return (patterns ?? []).some((pattern) => pattern.endsWith('*') && value.startsWith(pattern.slice(0, -1)));
}
const clientPrototype = provider.Client.prototype;
const { redirectUriAllowed, postLogoutRedirectUriAllowed } = clientPrototype;
clientPrototype.redirectUriAllowed = function (this: Client, value: string) {
  return redirectUriAllowed.call(this, value) || wildcardAllowed(this.redirectUris, value);
};
clientPrototype.postLogoutRedirectUriAllowed = function (this: Client, value: string) {
  return postLogoutRedirectUriAllowed.call(this, value) || wildcardAllowed(this.postLogoutRedirectUris, value);
};

/** Keycloak's Direct Access Grant: `grant_type=password` with the user's credentials. */
provider.registerGrantType(
  'password',
  async (ctx) => {
    const { client, params = {} } = ctx.oidc;
    if (!client) throw new errors.InvalidRequest('client_id is missing');
    if (!params.username || params.password === undefined) throw new errors.InvalidRequest('missing parameter(s) username, password');
    const user = findUser(params.username);
    if (!user || !passwordMatches(user, params.password)) {
      const error = new errors.InvalidGrant('invalid user credentials');
      error.error_description = 'Invalid user credentials';
      throw error;
    }
    const requested = (params.scope ?? '').split(' ').filter(Boolean);
    const unknown = requested.filter((scope) => !SCOPES.includes(scope));
    if (unknown.length) throw new errors.InvalidScope(`Invalid scopes: ${unknown.join(' ')}`);
    const scope = [...new Set([...(requested.includes('openid') ? ['openid'] : []), ...DEFAULT_SCOPES, ...requested])].join(' ');

    const grant = new provider.Grant({ accountId: user.sub, clientId: client.clientId });
    grant.addOIDCScope(scope);
    grant.addResourceScope(accountResource, scope);
    const grantId = await grant.save();

    const resourceServer = new provider.ResourceServer(accountResource, accountResourceServer);
    const at = new provider.AccessToken({ accountId: user.sub, client, grantId, gty: 'password', scope, resourceServer });
    ctx.oidc.entity('AccessToken', at);
    const accessToken = await at.save();

    let idToken: string | undefined;
    if (requested.includes('openid')) {
      const token = new provider.IdToken(userClaims(user), { ctx });
      token.scope = scope;
      token.set('at_hash', accessToken);
      token.set('typ', 'ID');
      token.set('azp', client.clientId);
      idToken = await token.issue({ use: 'idtoken' });
    }
    ctx.body = {
      access_token: accessToken,
      expires_in: at.expiration,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      ...(idToken ? { id_token: idToken } : {}),
      'not-before-policy': 0,
      session_state: randomUUID(),
      scope,
    };
  },
  ['username', 'password', 'scope'],
);

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers });
  res.end(text);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The login form (Keycloak's ids: #username, #password, #kc-login) and silent consent, as Keycloak gives first-party clients. */
async function loginAction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  if (interaction.uid !== uid) return send(res, 400, loginPage({ realm, action: '', error: 'Your login attempt timed out.' }));
  const action = `${prefix}${LOGIN_ACTIONS}${uid}`;
  const { name, details } = interaction.prompt;
  if (name === 'consent') {
    const accountId = interaction.session?.accountId;
    if (!accountId) return send(res, 400, loginPage({ realm, action, error: 'No session.' }));
    const grant = new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    const missingScope = details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.missingOIDCClaims as string[] | undefined;
    const missingResourceScopes = details.missingResourceScopes as Record<string, string[]> | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }
  if (req.method !== 'POST') return send(res, 200, loginPage({ realm, action }));
  const form = await readForm(req);
  const username = form.get('username') ?? '';
  const user = findUser(username);
  if (!user || !passwordMatches(user, form.get('password') ?? '')) {
    return send(res, 200, loginPage({ realm, action, username, error: 'Invalid username or password.' }));
  }
  return provider.interactionFinished(req, res, { login: { accountId: user.sub } });
}

/** Keycloak's userinfo accepts its own access tokens (oidc-provider refuses tokens with an audience there). */
function userinfo(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin && clients.some((client) => client.webOrigins.includes(origin))
      ? { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'authorization', vary: 'origin' }
      : {};
  if (req.method === 'OPTIONS') return send(res, 204, '', cors);
  const claims = verifyAccessToken(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]);
  const user = typeof claims?.sub === 'string' ? usersBySub.get(claims.sub) : undefined;
  if (!user) {
    return send(
      res,
      401,
      { error: 'invalid_token', error_description: 'Token verification failed' },
      { ...cors, 'www-authenticate': 'Bearer error="invalid_token"' },
    );
  }
  send(res, 200, userClaims(user), cors);
}

function verifyAccessToken(token: string | undefined): Record<string, unknown> | undefined {
  const [header, payload, signature] = token?.split('.') ?? [];
  if (!header || !payload || !signature) return undefined;
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), publicKey as KeyObject, Buffer.from(signature, 'base64url'))) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return claims.iss === issuer && typeof claims.exp === 'number' && claims.exp > Date.now() / 1000 ? claims : undefined;
}

/** GET /realms/<realm>: Keycloak's realm description (keycloak-connect and older adapters read the public key here). */
function realmInfo(res: ServerResponse): void {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  send(res, 200, {
    realm,
    public_key: der.toString('base64'),
    'token-service': `${issuer}${OIDC}`,
    'account-service': `${issuer}/account`,
    'tokens-not-before': 0,
  });
}

const refreshTokens = keycloakRefreshTokens(issuer, async (opaque) => {
  const token = await provider.RefreshToken.find(opaque);
  return token && { exp: token.exp, accountId: token.accountId, clientId: token.clientId, sid: token.sid, scope: token.scope };
});

/** Lets `rewrite` change a JSON body (or only headers) just before oidc-provider's response goes out. */
function beforeEnd(res: ServerResponse, rewrite: (body: string | undefined) => Promise<string | undefined>): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
    rewrite(body).then(
      (next) => {
        if (next !== body && next !== undefined && !res.headersSent) res.setHeader('content-length', Buffer.byteLength(next));
        end(next ?? chunk);
      },
      () => end(chunk),
    );
    return res;
  }) as ServerResponse['end'];
}

/**
 * keycloak-js calls the token endpoint with `credentials: 'include'`, which browsers allow only when
 * the answer (and its preflight) says `Access-Control-Allow-Credentials: true`, as Keycloak's does
 * for a client's web origins. oidc-provider sets the origin itself, so the flag is added after it.
 */
function allowCredentials(res: ServerResponse): void {
  if (res.getHeader('access-control-allow-origin') && !res.headersSent) res.setHeader('access-control-allow-credentials', 'true');
}

/** The token endpoint, with Keycloak's JWT refresh tokens in both directions. */
async function tokenEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  const presented = form.get('refresh_token');
  if (presented) form.set('refresh_token', await refreshTokens.unwrap(presented));
  // oidc-provider takes an already read body from req.body (as behind Express's body parser).
  (req as IncomingMessage & { body?: string }).body = form.toString();
  beforeEnd(res, async (body) => {
    allowCredentials(res);
    if (res.statusCode !== 200 || !body) return body;
    const tokens = JSON.parse(body) as Record<string, unknown>;
    if (typeof tokens.refresh_token !== 'string') return body;
    const wrapped = await refreshTokens.wrap(tokens.refresh_token);
    return wrapped ? JSON.stringify({ ...tokens, refresh_token: wrapped.token, refresh_expires_in: wrapped.expiresIn }) : body;
  });
  oidc(req, res);
}

const oidc = provider.callback();
function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', baseUrl);
  if (url.pathname === prefix || url.pathname === `${prefix}/`) return realmInfo(res);
  if (!url.pathname.startsWith(`${prefix}/`)) return send(res, 404, { error: 'Realm does not exist' });
  let path = url.pathname.slice(prefix.length);
  // keycloak-js register() opens Keycloak's registration page; the stand-in's users are fixed at start, so it is the sign-in page.
  if (path === REGISTRATIONS) path = ROUTES.authorization;
  if (path.startsWith(LOGIN_ACTIONS)) {
    loginAction(req, res, path.slice(LOGIN_ACTIONS.length)).catch((error: unknown) => {
      process.stderr.write(`login action failed: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent)
        send(res, 400, loginPage({ realm, action: '', error: 'Your login attempt timed out. Login will start from the beginning.' }));
    });
    return;
  }
  if (path === ROUTES.userinfo) return userinfo(req, res);
  const cookieCheck = THIRD_PARTY_COOKIES.get(path);
  if (cookieCheck) return send(res, 200, cookieCheck());
  // Express-style mounting: oidc-provider reads its mount path (for the URLs it prints) from originalUrl.
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
  req.url = `${path}${url.search}`;
  if (path === ROUTES.token && req.method === 'POST') {
    tokenEndpoint(req, res).catch((error: unknown) => {
      process.stderr.write(`token endpoint failed: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) send(res, 400, { error: 'invalid_request' });
    });
    return;
  }
  beforeEnd(res, async (body) => (allowCredentials(res), body));
  oidc(req, res);
}
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  try {
    route(req, res);
  } catch (error) {
    process.stderr.write(`${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) send(res, 500, { error: 'unknown_error' });
  }
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
// The parent holds our stdin: when it goes away without stop(), so do we.
process.stdin.on('end', shutdown);
process.stdin.resume();

// index.ts waits for this exact line; keep its shape.
process.stdout.write(`keycloak-standin ready ${baseUrl}\n`);
