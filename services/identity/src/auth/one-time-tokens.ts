import { createHash, randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';

/** What a mailed link lets its holder do, and for how long (README). */
export const LINK_PURPOSES = {
  'verify-email': 24 * 3600,
  'create-password': 24 * 3600,
  'reset-password': 3600,
} as const;
export type LinkPurpose = keyof typeof LINK_PURPOSES;
/** Links that choose a password: whoever holds one could take the account over. */
const PASSWORD_LINKS: LinkPurpose[] = ['reset-password', 'create-password'];

type StoredToken = { _id: string; userId: string; purpose: LinkPurpose; expiresAt: Date; createdAt: Date };

/**
 * Whom a verification link was mailed to, kept after the link is used, replaced or expired, so a
 * link opened again can say 'already verified' instead of 'invalid' (README 'Verification').
 * Only the hash is kept, and only for verification links: knowing it lets nobody do anything.
 */
type IssuedLink = { _id: string; userId: string; purpose: LinkPurpose; keepUntil: Date };
const REMEMBERED: LinkPurpose[] = ['verify-email'];
export const ISSUED_LINK_DAYS = 90;

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * Single-use tokens for e-mailed links. Only a SHA-256 of the token is stored, so a database
 * leak yields no working link; redeeming deletes it atomically, so a link works once; a TTL
 * index clears expired ones.
 */
export async function oneTimeTokens(connection: Connection) {
  const tokens = connection.collection<StoredToken>('user_tokens');
  await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await tokens.createIndex({ userId: 1, purpose: 1 });
  const issued = connection.collection<IssuedLink>('issued_links');
  await issued.createIndex({ keepUntil: 1 }, { expireAfterSeconds: 0 });
  await issued.createIndex({ userId: 1 });
  return {
    /** A new link token; earlier unused ones of the same purpose for this user stop working. */
    async issue(userId: string, purpose: LinkPurpose, now = new Date()): Promise<string> {
      await tokens.deleteMany({ userId, purpose });
      const raw = randomBytes(32).toString('base64url');
      const _id = digest(raw);
      if (REMEMBERED.includes(purpose))
        await issued.insertOne({ _id, userId, purpose, keepUntil: new Date(now.getTime() + ISSUED_LINK_DAYS * 24 * 3600_000) });
      await tokens.insertOne({
        _id,
        userId,
        purpose,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINK_PURPOSES[purpose] * 1000),
      });
      return raw;
    },
    /** The user id the token was issued to, or null when unknown, used, expired or meant for something else. */
    async redeem(raw: string, purposes: LinkPurpose[], now = new Date()): Promise<{ userId: string; purpose: LinkPurpose } | null> {
      if (!raw || raw.length > 200) return null;
      const found = await tokens.findOneAndDelete({ _id: digest(raw), purpose: { $in: purposes }, expiresAt: { $gt: now } });
      return found ? { userId: found.userId, purpose: found.purpose } : null;
    },
    /**
     * Whom a verification link was mailed to (for ISSUED_LINK_DAYS), whether or not it still
     * works: null for a token that was never issued, or is older than that.
     */
    async issuedTo(raw: string, purpose: LinkPurpose): Promise<string | null> {
      if (!raw || raw.length > 200) return null;
      const found = await issued.findOne({ _id: digest(raw), purpose });
      return found?.userId ?? null;
    },
    revokeAll: (userId: string) => Promise.all([tokens.deleteMany({ userId }), issued.deleteMany({ userId })]).then(() => undefined),
    /** A new password makes every reset and invitation link of the user worthless (README 'Mailed links'). */
    revokePasswordLinks: (userId: string) => tokens.deleteMany({ userId, purpose: { $in: PASSWORD_LINKS } }).then(() => undefined),
  };
}

export type OneTimeTokens = Awaited<ReturnType<typeof oneTimeTokens>>;
