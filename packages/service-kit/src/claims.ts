import { SignJWT, jwtVerify } from 'jose';
import { idempotencyKeyProblem } from './idempotency-key';

export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'COOK';

/** Who is calling, as the gateway verified it from the bearer token. */
export type Caller =
  { kind: 'anonymous' } | { kind: 'user'; userId: string; roles: Role[]; kitchenId: string | null; tokenVersion: number };

export const CLAIMS_HEADER = 'x-brigade-claims';
export const REQUEST_ID_HEADER = 'x-request-id';
const ISSUER = 'brigade-gateway';
/** Claims are minted per subgraph request; a short life limits what a leaked header is worth. */
const LIFETIME = '60s';

/**
 * The gateway-to-subgraph key (HS256). Every subgraph refuses requests whose claims header
 * was not signed with it, so nobody can reach a subgraph directly and claim to be someone.
 */
export function internalKey(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 32) {
    throw new Error('INTERNAL_SIGNING_KEY must be set to at least 32 characters (shared by the gateway and every subgraph)');
  }
  return new TextEncoder().encode(secret);
}

/**
 * Facts about the request the gateway vouches for with the caller: the client's address and
 * language, and the client's Idempotency-Key for creating mutations.
 */
export type RequestMeta = { clientIp?: string; locale?: string; idempotencyKey?: string };

/** Signs the caller for one subgraph (`audience` is the subgraph's name). */
export async function signCaller(caller: Caller, key: Uint8Array, audience: string, meta: RequestMeta = {}): Promise<string> {
  return new SignJWT({ caller, meta })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key);
}

const ROLES: readonly string[] = ['SUPER_ADMIN', 'ADMIN', 'COOK'];

function asCaller(value: unknown): Caller {
  const v = value as Record<string, unknown> | null;
  if (v?.kind === 'anonymous') return { kind: 'anonymous' };
  if (
    v?.kind === 'user' &&
    typeof v.userId === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => typeof r === 'string' && ROLES.includes(r)) &&
    (v.kitchenId === null || typeof v.kitchenId === 'string') &&
    typeof v.tokenVersion === 'number'
  ) {
    return { kind: 'user', userId: v.userId, roles: v.roles as Role[], kitchenId: v.kitchenId, tokenVersion: v.tokenVersion };
  }
  throw new Error('claims header carries no valid caller');
}

function asMeta(value: unknown): RequestMeta {
  const v = (value ?? {}) as Record<string, unknown>;
  return {
    ...(typeof v.clientIp === 'string' ? { clientIp: v.clientIp } : {}),
    ...(typeof v.locale === 'string' ? { locale: v.locale } : {}),
    ...(typeof v.idempotencyKey === 'string' && !idempotencyKeyProblem(v.idempotencyKey) ? { idempotencyKey: v.idempotencyKey } : {}),
  };
}

/** Verifies a claims header for this subgraph; throws when missing, forged, expired or misdirected. */
export async function verifyClaims(
  token: string | undefined,
  key: Uint8Array,
  audience: string,
): Promise<{ caller: Caller; meta: RequestMeta }> {
  if (!token) throw new Error('missing claims header');
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience });
  return { caller: asCaller(payload.caller), meta: asMeta(payload.meta) };
}
