import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { idempotencyKeyProblem } from '../http/idempotency-key';

export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'COOK';

/** Who is calling, as the gateway verified it from the bearer token. */
export type Caller =
  { kind: 'anonymous' } | { kind: 'user'; userId: string; roles: Role[]; kitchenId: string | null; tokenVersion: number };

export const CLAIMS_HEADER = 'x-brigade-claims';
export const REQUEST_ID_HEADER = 'x-request-id';
const ISSUER = 'brigade-gateway';
/** Claims are short-lived; a short life limits what a leaked header is worth. */
const LIFETIME_S = 60;
/** A signed header is reused while at least this much of its life is left (claimsSigner). */
const REUSE_MS = (LIFETIME_S / 2) * 1000;

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
    .setExpirationTime(`${LIFETIME_S}s`)
    .sign(key);
}

export type ClaimsSigner = (caller: Caller, audience: string, meta?: RequestMeta) => Promise<string>;

/**
 * signCaller, reusing one header per caller, facts and subgraph for half its life: the same
 * claims signed again would say nothing new, and an HMAC per subgraph call was a visible part
 * of the gateway's CPU (issue #26). A mutation's Idempotency-Key makes its facts its own.
 */
export function claimsSigner(key: Uint8Array, max = 10_000): ClaimsSigner {
  const signed = new LRUCache<string, Promise<string>>({ max, ttl: REUSE_MS });
  return (caller, audience, meta = {}) => {
    const id = `${audience}\n${JSON.stringify(caller)}\n${JSON.stringify(meta)}`;
    let header = signed.get(id);
    if (!header) {
      header = signCaller(caller, key, audience, meta);
      signed.set(id, header);
      header.catch(() => signed.delete(id));
    }
    return header;
  };
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

export type VerifiedClaims = { caller: Caller; meta: RequestMeta };

/**
 * verifyClaims, remembering each header that passed until it expires: the gateway reuses one
 * header for many calls (claimsSigner), and checking its HMAC again proves nothing new. A header
 * that fails is never remembered, so a forged one is refused every time.
 */
export function claimsVerifier(key: Uint8Array, audience: string, max = 10_000): (token: string | undefined) => Promise<VerifiedClaims> {
  const verified = new LRUCache<string, VerifiedClaims>({ max });
  return async (token) => {
    const known = token ? verified.get(token) : undefined;
    if (known) return known;
    const { claims, expiresAt } = await verifiedClaims(token, key, audience);
    const ttl = expiresAt - Date.now();
    if (token && ttl > 0) verified.set(token, claims, { ttl });
    return claims;
  };
}

/** Verifies a claims header for this subgraph; throws when missing, forged, expired or misdirected. */
export async function verifyClaims(token: string | undefined, key: Uint8Array, audience: string): Promise<VerifiedClaims> {
  return (await verifiedClaims(token, key, audience)).claims;
}

async function verifiedClaims(
  token: string | undefined,
  key: Uint8Array,
  audience: string,
): Promise<{ claims: VerifiedClaims; expiresAt: number }> {
  if (!token) throw new Error('missing claims header');
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience, requiredClaims: ['exp'] });
  return { claims: { caller: asCaller(payload.caller), meta: asMeta(payload.meta) }, expiresAt: (payload.exp ?? 0) * 1000 };
}
