import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey, type KeyLike } from 'jose';
import { InvalidTokenError, tokenVerifier, trustedIssuers, type TokenVerifier } from '../src/auth';

/**
 * Issue #26: a verified bearer token's caller is kept until the token's exp instead of checking
 * its RSA signature on every request. The cache may save work, never accept more.
 */
let privateKey: KeyLike;
let keys: JWTVerifyGetKey;
const ISSUER = 'brigade-identity';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
});

const token = (subject: string, expiresInSeconds: number) =>
  new SignJWT({ roles: ['ADMIN'], kitchenId: 'k', tv: 0 })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience('brigade-api')
    .setSubject(subject)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(privateKey);

/** identity's real verifier, counting the signatures it checks. */
function counted(): { verify: TokenVerifier; checks: () => number } {
  const real = tokenVerifier({ jwksUrl: 'http://unused.invalid/jwks', issuer: ISSUER, audience: 'brigade-api', keys });
  let checks = 0;
  return {
    verify: (authorization) => {
      checks += 1;
      return real(authorization);
    },
    checks: () => checks,
  };
}

test('a token is checked once, and its caller answered from then on', async () => {
  const identity = counted();
  const verify = trustedIssuers([{ issuer: ISSUER, verify: identity.verify }]);
  const bearer = `Bearer ${await token('u1', 300)}`;
  for (let i = 0; i < 5; i += 1) await expect(verify(bearer)).resolves.toMatchObject({ kind: 'user', userId: 'u1' });
  expect(identity.checks()).toBe(1);
  await expect(verify(`Bearer ${await token('u2', 300)}`)).resolves.toMatchObject({ userId: 'u2' });
  expect(identity.checks()).toBe(2);
});

test('a remembered token is refused once it has expired', async () => {
  const verify = trustedIssuers([{ issuer: ISSUER, verify: counted().verify }]);
  const bearer = `Bearer ${await token('u1', 1)}`;
  await expect(verify(bearer)).resolves.toMatchObject({ userId: 'u1' });
  await sleep(2_100);
  await expect(verify(bearer)).rejects.toBeInstanceOf(InvalidTokenError);
});

test('a refused token is never remembered: a forged copy of a good one fails every time', async () => {
  const identity = counted();
  const verify = trustedIssuers([{ issuer: ISSUER, verify: identity.verify }]);
  const good = await token('u1', 300);
  await verify(`Bearer ${good}`);
  const [head, , signature] = good.split('.');
  const body = Buffer.from(
    JSON.stringify({ roles: ['SUPER_ADMIN'], iss: ISSUER, aud: 'brigade-api', sub: 'u1', exp: Math.floor(Date.now() / 1000) + 300 }),
  ).toString('base64url');
  for (let i = 0; i < 2; i += 1) await expect(verify(`Bearer ${head}.${body}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
  expect(identity.checks()).toBe(3);
});
