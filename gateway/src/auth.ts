import type { Caller, Role } from '@brigade/service-kit';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export type TokenVerifier = (authorization: string | undefined) => Promise<Caller>;

export class InvalidTokenError extends Error {}

const ROLES: readonly string[] = ['SUPER_ADMIN', 'ADMIN', 'COOK'];

/**
 * Bearer tokens are RS256 JWTs from identity, checked against its JWKS (fetched and cached by
 * jose, refetched when an unknown `kid` appears, so key rotation needs no restart). Only RS256
 * is accepted: `alg: none` and HMAC tokens made with the public key are refused.
 */
export function tokenVerifier(options: { jwksUrl: string; issuer: string; audience: string; keys?: JWTVerifyGetKey }): TokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  return async (authorization) => {
    if (!authorization) return { kind: 'anonymous' };
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? authorization.trim();
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
      });
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => typeof r === 'string' && ROLES.includes(r)) : [];
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
