import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey, type KeyLike } from 'jose';
import { InvalidTokenError, tokenVerifier } from '../src/auth';
import { keycloakVerifier, parseRoleMap } from '../src/keycloak';

/**
 * A token without `exp` never expires: stolen once, it works until the signing key is rotated.
 * Both issuers the gateway trusts (identity and a Keycloak realm) must refuse one, however well signed.
 */
let privateKey: KeyLike;
let keys: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
});

const sign = (claims: Record<string, unknown>, issuer: string, audience: string | undefined, expires: boolean) => {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setSubject('u1').setIssuedAt();
  if (audience) jwt = jwt.setAudience(audience);
  if (expires) jwt = jwt.setExpirationTime('5m');
  return jwt.sign(privateKey);
};

describe("identity's tokens", () => {
  const verify = () => tokenVerifier({ jwksUrl: 'http://unused.invalid/jwks', issuer: 'brigade-identity', audience: 'brigade-api', keys });
  const token = (expires: boolean) => sign({ roles: ['ADMIN'], kitchenId: 'k', tv: 0 }, 'brigade-identity', 'brigade-api', expires);

  it('are refused without exp', async () => {
    await expect(verify()(`Bearer ${await token(false)}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
  it('are accepted with exp', async () => {
    await expect(verify()(`Bearer ${await token(true)}`)).resolves.toMatchObject({ kind: 'user', userId: 'u1' });
  });
});

describe("a Keycloak realm's tokens", () => {
  const issuer = 'http://keycloak.invalid/realms/brigade';
  const verify = () =>
    keycloakVerifier({
      url: 'http://keycloak.invalid',
      realm: 'brigade',
      roleMap: parseRoleMap(),
      identityUrl: 'http://identity.invalid',
      internalKey: new TextEncoder().encode('k'.repeat(32)),
      keys,
    }).verify;

  it('are refused without exp, before identity is asked', async () => {
    const token = await sign({ typ: 'Bearer', email: 'chef@example.com', email_verified: true }, issuer, undefined, false);
    await expect(verify()(`Bearer ${token}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
