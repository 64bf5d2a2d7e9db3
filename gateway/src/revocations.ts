import type { Caller } from '@brigade/service-kit';

/** identity's bearer tokens live 12 hours (services/identity/src/auth/tokens.ts). */
export const DEFAULT_TOKEN_LIFETIME_MS = 12 * 3600_000;
/** Clocks differ between identity and the gateway, and a sign-in may read the user just before a revocation is written. */
const SKEW_MS = 5 * 60_000;

type Entry = { minVersion: number; deleted: boolean; at: number };

/**
 * Which users' tokens are no longer accepted, as identity announced on `identity.user.v1`: below a
 * token version (password change, pause) or all of them (deleted user). An entry is needed only
 * until every token issued before it has expired, so the store stays as small as one token
 * lifetime's worth of revocations.
 */
export class Revocations {
  private readonly users = new Map<string, Entry>();
  private readonly lifetimeMs: number;
  private readonly now: () => number;

  constructor(options: { tokenLifetimeMs?: number; now?: () => number } = {}) {
    this.lifetimeMs = options.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS;
    this.now = options.now ?? Date.now;
  }

  /** Tokens of `userId` with a version below `tokenVersion` are revoked; events may arrive again or late, so the highest wins. */
  tokensRevoked(userId: string, tokenVersion: number, at = this.now()): void {
    this.record(userId, at, (entry) => ({ ...entry, minVersion: Math.max(entry.minVersion, tokenVersion) }));
  }

  userDeleted(userId: string, at = this.now()): void {
    this.record(userId, at, (entry) => ({ ...entry, deleted: true }));
  }

  isRevoked(caller: Caller): boolean {
    if (caller.kind !== 'user') return false;
    const entry = this.users.get(caller.userId);
    return entry !== undefined && (entry.deleted || caller.tokenVersion < entry.minVersion);
  }

  /** Forgets revocations older than a token lifetime: every token they refuse has expired by now. */
  prune(): number {
    let removed = 0;
    for (const [userId, entry] of this.users) {
      if (this.expired(entry.at)) {
        this.users.delete(userId);
        removed++;
      }
    }
    return removed;
  }

  get size(): number {
    return this.users.size;
  }

  private expired(at: number): boolean {
    return at < this.now() - this.lifetimeMs - SKEW_MS;
  }

  private record(userId: string, at: number, change: (entry: Entry) => Entry): void {
    // Replaying the topic from the beginning brings old events whose tokens are long gone.
    if (this.expired(at)) return;
    const entry = this.users.get(userId) ?? { minVersion: 0, deleted: false, at };
    this.users.set(userId, { ...change(entry), at: Math.max(entry.at, at) });
  }
}
