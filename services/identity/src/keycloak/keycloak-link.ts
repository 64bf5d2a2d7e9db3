import { withEvents } from '@brigade/events';
import { CLAIMS_HEADER, verifyClaims, type Role } from '@brigade/service-kit';
import express from 'express';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { userUpdated } from '../users/user-events';
import type { UserDoc } from '../users/user.model';

/** What the gateway learned from a verified Keycloak token. */
export type KeycloakIdentity = { subject: string; email: string | null; emailVerified: boolean; roles: Role[] };
export type LinkedUser = { userId: string; kitchenId: string | null; tokenVersion: number; roles: Role[] };

const ROLE_FLAGS = { SUPER_ADMIN: 'isSuperAdmin', ADMIN: 'isAdmin', COOK: 'isCook' } as const;

/**
 * Finds the Brigade user behind a Keycloak subject. The first time, the subject is linked to the
 * user with the same e-mail, but only if Keycloak has verified that e-mail (otherwise anyone could
 * claim an account by typing its address into Keycloak). Keycloak is the source of the roles, so
 * the user's role flags follow the realm's; the kitchen stays Brigade's. Null: no such user.
 */
export async function linkKeycloakUser(users: Model<UserDoc>, who: KeycloakIdentity): Promise<LinkedUser | 'inactive' | null> {
  let user = await users.findOne({ keycloakSubject: who.subject, _deleted: { $ne: true } }).lean<UserDoc>();
  if (!user && who.email && who.emailVerified) {
    user = await users
      .findOne({ email: who.email.toLowerCase(), keycloakSubject: { $exists: false }, _deleted: { $ne: true } })
      .lean<UserDoc>();
  }
  if (!user) return null;
  const found = user;
  const flags = Object.fromEntries(Object.entries(ROLE_FLAGS).map(([role, flag]) => [flag, who.roles.includes(role as Role)]));
  const changed = [
    ...(user.keycloakSubject ? [] : ['keycloakSubject']),
    ...Object.entries(flags)
      .filter(([flag, value]) => found[flag as keyof UserDoc] !== value)
      .map(([flag]) => flag),
    // Keycloak has verified the address: that is what verification here would prove.
    ...(user.status === 'NOT_VERIFIED' && who.emailVerified ? ['status'] : []),
  ];
  if (changed.length > 0) {
    const $set = { keycloakSubject: who.subject, ...flags, ...(changed.includes('status') ? { status: 'ACTIVE' as const } : {}) };
    const after = { ...user, ...$set };
    await users.updateOne({ _id: user._id }, { $set, ...withEvents([userUpdated(after, changed)]) });
    user = after;
  }
  if (user.status !== 'ACTIVE') return 'inactive';
  return {
    userId: user._id.toHexString(),
    kitchenId: user.kitchenId?.toHexString() ?? null,
    tokenVersion: user.tokenVersion,
    roles: who.roles,
  };
}

const asIdentity = (body: unknown): KeycloakIdentity | null => {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b.subject !== 'string' || !b.subject || !Array.isArray(b.roles)) return null;
  return {
    subject: b.subject,
    email: typeof b.email === 'string' ? b.email : null,
    emailVerified: b.emailVerified === true,
    roles: b.roles.filter((r): r is Role => r === 'SUPER_ADMIN' || r === 'ADMIN' || r === 'COOK'),
  };
};

/** `POST /internal/keycloak/link`: only the gateway can call it (the same signed claims header as /graphql). */
export function keycloakLinkRoute(users: Model<UserDoc>, internalKey: Uint8Array, log: Logger): express.Router {
  const router = express.Router();
  router.post('/internal/keycloak/link', express.json({ limit: '10kb' }), async (req, res) => {
    try {
      await verifyClaims(req.header(CLAIMS_HEADER), internalKey, 'identity');
    } catch {
      res.status(401).json({ error: 'requests must come through the gateway' });
      return;
    }
    const who = asIdentity(req.body);
    if (!who) {
      res.status(400).json({ error: 'subject and roles are required' });
      return;
    }
    try {
      const linked = await linkKeycloakUser(users, who);
      if (linked === null) res.status(404).json({ error: 'no Brigade account for this Keycloak user' });
      else if (linked === 'inactive') res.status(403).json({ error: 'the Brigade account is not active' });
      else res.json(linked);
    } catch (error) {
      log.error({ err: error }, 'keycloak link failed');
      res.status(500).json({ error: 'link failed' });
    }
  });
  return router;
}
