import { CLAIMS_HEADER, signCaller, type Caller, type Role } from '@brigade/service-kit';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { bearerToken, InvalidTokenError, ROLES, type TrustedIssuer } from './auth';
import { LinkCache } from './link-cache';

export const DEFAULT_ROLE_MAP = 'SUPER_ADMIN:SUPER_ADMIN,ADMIN:ADMIN,COOK:COOK';

/** `realmRole:brigadeRole` pairs; a pair naming no Brigade role is a configuration mistake, refused at start. */
export function parseRoleMap(value: string = DEFAULT_ROLE_MAP): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [realmRole, brigadeRole] = pair.split(':').map((p) => p.trim());
    if (!realmRole || !ROLES.includes(brigadeRole as Role))
      throw new Error(`KEYCLOAK_ROLE_MAP: "${pair}" is not realmRole:${ROLES.join('|')}`);
    map.set(realmRole, brigadeRole as Role);
  }
  return map;
}

export const keycloakIssuer = (url: string, realm: string) => `${url.replace(/\/+$/, '')}/realms/${realm}`;

export type KeycloakOptions = {
  /** The realm's public URL, which its tokens name as issuer. */
  url: string;
  /** Where the gateway itself reaches Keycloak when that differs (containers): the keys are read there. */
  internalUrl?: string | undefined;
  realm: string;
  /** Checked when set; Keycloak's default access token audience is `account`. */
  audience?: string;
  /** When set, the token must have been issued to this client (`azp`). */
  clientId?: string;
  roleMap: Map<string, Role>;
  /** identity's base URL (no `/graphql`), for `/internal/keycloak/link`. */
  identityUrl: string;
  internalKey: Uint8Array;
  keys?: JWTVerifyGetKey;
  cacheMs?: number;
  cacheSize?: number;
};

type Linked = { userId: string; kitchenId: string | null; tokenVersion: number; roles: Role[] };

function mappedRoles(payload: JWTPayload, roleMap: Map<string, Role>): Role[] {
  const realmRoles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  if (!Array.isArray(realmRoles)) return [];
  // Keycloak adds `default-roles-<realm>`, `offline_access`, ...: roles with no mapping mean nothing here.
  return [...new Set(realmRoles.map((r) => (typeof r === 'string' ? roleMap.get(r) : undefined)).filter((r): r is Role => !!r))];
}

/**
 * Trusts access tokens of one Keycloak realm: RS256 against the realm's JWKS, then asks identity
 * which Brigade user the Keycloak account is (linked by verified e-mail the first time). No
 * Brigade account, or one that is not active: the token is refused like any invalid one.
 */
export function keycloakVerifier(options: KeycloakOptions): TrustedIssuer {
  const issuer = keycloakIssuer(options.url, options.realm);
  const certs = `${keycloakIssuer(options.internalUrl ?? options.url, options.realm)}/protocol/openid-connect/certs`;
  const keys = options.keys ?? createRemoteJWKSet(new URL(certs), { cooldownDuration: 30_000 });
  const cache = new LinkCache<Linked | null>(options.cacheMs ?? 30_000, options.cacheSize ?? 10_000);

  async function link(body: { subject: string; email: string | null; emailVerified: boolean; roles: Role[] }): Promise<Linked | null> {
    const res = await fetch(`${options.identityUrl}/internal/keycloak/link`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLAIMS_HEADER]: await signCaller({ kind: 'anonymous' }, options.internalKey, 'identity'),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 404 || res.status === 403) return null;
    // Not the caller's fault: answered as a server error, not as "sign in again".
    if (!res.ok) throw new Error(`identity could not link a Keycloak user (HTTP ${res.status})`);
    const linked = (await res.json()) as Partial<Linked>;
    if (typeof linked.userId !== 'string' || typeof linked.tokenVersion !== 'number')
      throw new Error('identity answered a link without a user');
    return {
      userId: linked.userId,
      kitchenId: typeof linked.kitchenId === 'string' ? linked.kitchenId : null,
      tokenVersion: linked.tokenVersion,
      roles: Array.isArray(linked.roles) ? linked.roles.filter((r) => ROLES.includes(r)) : [],
    };
  }

  const verify = async (authorization: string | undefined): Promise<Caller> => {
    if (!authorization) return { kind: 'anonymous' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(bearerToken(authorization), keys, {
        algorithms: ['RS256'],
        issuer,
        // As for identity's tokens (auth.ts): one that never expires is refused.
        requiredClaims: ['exp'],
        ...(options.audience ? { audience: options.audience } : {}),
      }));
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    // ID and refresh tokens are signed by the same realm; only access tokens say `typ: Bearer`.
    if (payload.typ !== 'Bearer') throw new InvalidTokenError('not a Keycloak access token');
    if (options.clientId && payload.azp !== options.clientId) throw new InvalidTokenError('token was issued to another client');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidTokenError('token has no subject');
    const who = {
      subject: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true,
      roles: mappedRoles(payload, options.roleMap),
    };
    // Keyed by everything sent: a token with other roles or a newly verified e-mail is linked afresh.
    const linked = await cache.get(JSON.stringify(who), () => link(who));
    if (!linked) throw new InvalidTokenError('no active Brigade account for this Keycloak user');
    return { kind: 'user', ...linked };
  };
  return { issuer, verify };
}
