import { randomUUID } from 'node:crypto';
import type { Role } from '@brigade/service-kit';
import { SignJWT } from 'jose';
import type { UserDoc } from '../users/user.model';
import { TOKEN_ALG, type SigningKeys } from './signing-keys';

export const TOKEN_ISSUER = 'brigade-identity';
export const TOKEN_AUDIENCE = 'brigade-api';
const TOKEN_LIFETIME = '12h';

export function rolesOf(user: Pick<UserDoc, 'isSuperAdmin' | 'isAdmin' | 'isCook'>): Role[] {
  return [user.isSuperAdmin && 'SUPER_ADMIN', user.isAdmin && 'ADMIN', user.isCook && 'COOK'].filter((r): r is Role => Boolean(r));
}

/** The bearer token the gateway verifies: user id, roles, kitchen id and token version. */
export function issueToken(user: UserDoc, keys: SigningKeys): Promise<string> {
  return (
    new SignJWT({ roles: rolesOf(user), kitchenId: user.kitchenId?.toHexString() ?? null, tv: user.tokenVersion })
      .setProtectedHeader({ alg: TOKEN_ALG, kid: keys.current.kid })
      .setSubject(user._id.toHexString())
      // A unique id per token: two sign-ins never share a token, and one token can be revoked.
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(keys.current.key)
  );
}
