/**
 * Keycloak hands out refresh tokens as JWTs, and keycloak-js decodes them (it reads `exp` to know
 * how long the session lasts); oidc-provider's are opaque. The token endpoint therefore answers
 * with a JWT that wraps the opaque value, and takes that JWT back on `grant_type=refresh_token`.
 * Like Keycloak's, it is signed with a realm secret (HS256) that clients never verify.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type RefreshTokenFacts = { exp: number; accountId?: string; clientId?: string; sid?: string; scope?: string };

export function keycloakRefreshTokens(issuer: string, lookup: (opaque: string) => Promise<RefreshTokenFacts | undefined>) {
  const secret = randomBytes(32);
  return {
    /** The JWT to give the client instead of `opaque` (undefined when the provider no longer knows it), and its lifetime in seconds. */
    async wrap(opaque: string): Promise<{ token: string; expiresIn: number } | undefined> {
      const facts = await lookup(opaque);
      if (!facts) return undefined;
      const token = await new SignJWT({ typ: 'Refresh', azp: facts.clientId, sid: facts.sid, scope: facts.scope, ref: opaque })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(issuer)
        .setSubject(facts.accountId ?? '')
        .setIssuedAt()
        .setExpirationTime(facts.exp)
        .setJti(randomUUID())
        .sign(secret);
      return { token, expiresIn: Math.max(0, facts.exp - Math.floor(Date.now() / 1000)) };
    },
    /** The opaque value inside one of our JWTs; anything else is passed on for the provider to refuse. */
    async unwrap(token: string): Promise<string> {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience: issuer, typ: 'JWT' });
        return typeof payload.ref === 'string' ? payload.ref : token;
      } catch {
        return token;
      }
    },
  };
}
