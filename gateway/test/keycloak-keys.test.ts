import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { keycloakVerifier, parseRoleMap } from '../src/keycloak';

/**
 * In containers the browser reaches Keycloak at its public URL (the tokens' issuer) while the
 * gateway reaches it by service name. This server stands where the gateway looks: the realm's
 * keys, and identity's link endpoint.
 */
const PUBLIC = 'http://keycloak.invalid:8080';
let server: Server;
let internalUrl: string;
let token: string;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/brigade/protocol/openid-connect/certs') return void res.end(JSON.stringify({ keys: [jwk] }));
    if (req.url === '/internal/keycloak/link')
      return void res.end(JSON.stringify({ userId: 'u1', kitchenId: null, tokenVersion: 0, roles: ['ADMIN'] }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  internalUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await new SignJWT({ typ: 'Bearer', email: 'chef@example.com', email_verified: true, realm_access: { roles: ['ADMIN'] } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`${PUBLIC}/realms/brigade`)
    .setSubject('kc-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const verifier = (internal: string | undefined) =>
  keycloakVerifier({
    url: PUBLIC,
    internalUrl: internal,
    realm: 'brigade',
    roleMap: parseRoleMap(),
    identityUrl: internalUrl,
    internalKey: new TextEncoder().encode('k'.repeat(32)),
  });

test('with KEYCLOAK_INTERNAL_URL the keys are read there and the public issuer is still required', async () => {
  const trusted = verifier(internalUrl);
  expect(trusted.issuer).toBe(`${PUBLIC}/realms/brigade`);
  expect(await trusted.verify(`Bearer ${token}`)).toEqual({
    kind: 'user',
    userId: 'u1',
    kitchenId: null,
    tokenVersion: 0,
    roles: ['ADMIN'],
  });
});

test('without it the gateway looks for the keys at the public URL, which it cannot reach here', async () => {
  await expect(verifier(undefined).verify(`Bearer ${token}`)).rejects.toThrow();
});
