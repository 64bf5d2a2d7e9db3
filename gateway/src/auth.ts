import type { Caller, Role } from '@brigade/service-kit';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';

export type TokenVerifier = (authorization: string | undefined) => Promise<Caller>;

/** A verifier for the tokens of one issuer (the `iss` claim it accepts). */
export type TrustedIssuer = { issuer: string; verify: TokenVerifier };

export class InvalidTokenError extends Error {}

export const ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'COOK'];
const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const bearerToken = (authorization: string) => /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? authorization.trim();

/**
 * Hands each token to the verifier of the issuer it names. The unverified `iss` only picks the
 * verifier, which checks the signature against that issuer's own keys and the issuer again, so
 * naming a trusted issuer gains a forger nothing.
 */
export function trustedIssuers(trusted: TrustedIssuer[], cacheSize = 10_000): TokenVerifier {
  const byIssuer = new Map(trusted.map((t) => [t.issuer, t.verify]));
  // A verified token stays valid until its exp, so its caller is kept until then instead of
  // checking the RSA signature on every request (issue #26). Revocation is checked per request
  // after this (app.ts), so a revoked token is refused at once all the same.
  const verified = new LRUCache<string, Caller>({ max: cacheSize });
  return async (authorization) => {
    if (!authorization) return { kind: 'anonymous' };
    const token = bearerToken(authorization);
    const known = verified.get(token);
    if (known) return known;
    let claims: { iss?: unknown; exp?: unknown };
    try {
      claims = decodeJwt(token);
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'malformed token');
    }
    const verify = typeof claims.iss === 'string' ? byIssuer.get(claims.iss) : undefined;
    if (!verify) throw new InvalidTokenError(`untrusted issuer ${JSON.stringify(claims.iss)}`);
    const caller = await verify(authorization);
    const ttl = typeof claims.exp === 'number' ? claims.exp * 1000 - Date.now() : 0;
    if (ttl > 0) verified.set(token, caller, { ttl });
    return caller;
  };
}

/**
 * Bearer tokens are RS256 JWTs from identity, checked against its JWKS (fetched and cached by
 * jose, refetched when an unknown `kid` appears, so key rotation needs no restart). Only RS256
 * is accepted: `alg: none` and HMAC tokens made with the public key are refused, and so is a
 * token without `exp`.
 */
export function tokenVerifier(options: { jwksUrl: string; issuer: string; audience: string; keys?: JWTVerifyGetKey }): TokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  return async (authorization) => {
    if (!authorization) return { kind: 'anonymous' };
    try {
      const { payload } = await jwtVerify(bearerToken(authorization), keys, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
        // Without exp a token would never expire: a stolen one would work until the key rotates.
        requiredClaims: ['exp'],
      });
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
      if (typeof payload.sub !== 'string') throw new Error('token has no subject');
      return {
        kind: 'user',
        userId: payload.sub,
        roles,
        kitchenId: typeof payload.kitchenId === 'string' ? payload.kitchenId : null,
        tokenVersion: typeof payload.tv === 'number' ? payload.tv : 0,
      };
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
  };
}
