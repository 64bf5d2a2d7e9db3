import { createHash } from 'node:crypto';
import type { SubgraphResolvers } from './server';
import type { GraphQLFieldResolver } from 'graphql';
import { GraphQLError } from 'graphql';
import type { Connection } from 'mongoose';
import stringify from 'safe-stable-stringify';
import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { RequestContext } from '../auth/context';

/** Long enough for any client retry, short enough that the collection stays small. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
const COLLECTION = 'idempotency_keys';

export type IdempotencyRecord = {
  /** `<userId>:<key>`: one caller's key never reaches another caller's result. */
  _id: string;
  operation: string;
  inputHash: string;
  state: 'pending' | 'done';
  result?: unknown;
  createdAt: Date;
};

export type IdempotencyOptions = {
  /** How long a duplicate waits for the first request to finish before being told to retry. */
  waitMs?: number;
  /** A pending record older than this belongs to a request whose process died mid-write. */
  staleMs?: number;
};

/**
 * A mutation run once per key. A name alone replays the stored result as it was; `replay` rebuilds
 * the answer from it instead, for results that do not survive storage whole (lazy field values,
 * sets): the recipe service stores the recipe and reads it again.
 */
export type IdempotentMutation = string | { name: string; replay: (stored: unknown, ctx: RequestContext) => Promise<unknown> };

/** HTTP 200 like the other errors: the gateway takes a subgraph's non-2xx answer for a failure of its own. */
const conflict = (message: string, retryable: boolean) => new GraphQLError(message, { extensions: { code: 'CONFLICT', retryable } });

const gone = (ctx: RequestContext) =>
  new GraphQLError(COMMON_MESSAGES[ctx.locale].createdThenDeleted, { extensions: { code: 'NOT_FOUND' } });

const isDuplicate = (error: unknown) => (error as { code?: number } | null)?.code === 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stored results must survive BSON: mongoose documents become their plain form. */
function plain(result: unknown): unknown {
  const doc = result as { toObject?: (o: object) => unknown } | null;
  return typeof doc?.toObject === 'function' ? doc.toObject({ virtuals: true }) : result;
}

/**
 * Runs creating mutations at most once per Idempotency-Key (the gateway signs the client's
 * header into the claims): the first request records a pending entry under a unique `_id`,
 * writes, then stores its result; a retry with the same key by the same caller gets that
 * result back. Keys expire after 24 h (TTL index). A key reused for another operation or other
 * input is refused. Without a key, or for an anonymous caller, mutations run as before.
 */
export function idempotentWrites(connection: Connection, options: IdempotencyOptions = {}) {
  // 30 s: three times the gateway's subgraph timeout, so a live request has finished or been abandoned by then.
  const { waitMs = 5000, staleMs = 30_000 } = options;
  const records = connection.collection<IdempotencyRecord>(COLLECTION);
  const indexed = records.createIndex({ createdAt: 1 }, { expireAfterSeconds: IDEMPOTENCY_TTL_SECONDS });
  // Awaited by the first keyed request, which then reports a failure; until then it must not crash the process.
  indexed.catch(() => undefined);

  async function replay(id: string, operation: string, inputHash: string): Promise<{ result: unknown } | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const found = await records.findOne({ _id: id });
      // The first request failed and let its key go: this one may write.
      if (!found) return undefined;
      if (found.operation !== operation || found.inputHash !== inputHash) {
        throw conflict(`This Idempotency-Key was already used for a different request (${found.operation}); send a new key`, false);
      }
      if (found.state === 'done') return { result: found.result };
      if (Date.now() - found.createdAt.getTime() > staleMs) {
        throw conflict(
          'The earlier request with this Idempotency-Key was interrupted and may or may not have been applied; check, then send a new key',
          false,
        );
      }
      if (Date.now() > deadline) throw conflict('A request with this Idempotency-Key is still running; retry in a few seconds', true);
      await sleep(100);
    }
  }

  async function once<T>(
    ctx: RequestContext,
    operation: string,
    input: unknown,
    write: () => Promise<T>,
    rebuild?: (stored: unknown, ctx: RequestContext) => Promise<unknown>,
  ): Promise<T> {
    const key = ctx.idempotencyKey;
    if (!key || ctx.caller.kind !== 'user') return write();
    await indexed;
    const id = `${ctx.caller.userId}:${key}`;
    const inputHash = createHash('sha256')
      .update(stringify(input) ?? '')
      .digest('hex');
    for (;;) {
      try {
        await records.insertOne({ _id: id, operation, inputHash, state: 'pending', createdAt: new Date() });
        break;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        const earlier = await replay(id, operation, inputHash);
        if (!earlier) continue;
        if (!rebuild) return earlier.result as T;
        // A replay answers what is there now: a record deleted since is gone, not its 24-hour-old copy (#43).
        const now = await rebuild(earlier.result, ctx);
        if (now === null || now === undefined) throw gone(ctx);
        return now as T;
      }
    }
    let result: T;
    try {
      result = await write();
    } catch (error) {
      // Nothing was written: the client may fix its input and retry with the same key.
      await records.deleteOne({ _id: id, state: 'pending' });
      throw error;
    }
    await records.updateOne({ _id: id }, { $set: { state: 'done', result: plain(result) } }, { ignoreUndefined: true });
    return result;
  }

  /** Wraps the named Mutation resolvers with `once`, keyed on their field name and arguments. */
  function wrap<R extends Record<string, unknown>>(mutations: R, names: readonly IdempotentMutation[]): R {
    const wrapped: Record<string, unknown> = { ...mutations };
    for (const entry of names) {
      const { name, replay: rebuild } = typeof entry === 'string' ? { name: entry, replay: undefined } : entry;
      const resolve = mutations[name] as GraphQLFieldResolver<unknown, RequestContext> | undefined;
      if (typeof resolve !== 'function') throw new Error(`idempotent mutation ${name} has no resolver`);
      wrapped[name] = (parent: unknown, args: Record<string, unknown>, ctx: RequestContext, info: Parameters<typeof resolve>[3]) =>
        once(ctx, name, args, async () => resolve(parent, args, ctx, info) as Promise<unknown>, rebuild);
    }
    return wrapped as R;
  }

  return { once, wrap, ready: () => indexed };
}

/** A subgraph's resolvers with its `idempotent` mutations wrapped. */
export function withIdempotency(
  connection: Connection,
  parts: { resolvers: SubgraphResolvers; idempotent?: readonly IdempotentMutation[] },
): SubgraphResolvers {
  const names = parts.idempotent ?? [];
  if (names.length === 0) return parts.resolvers;
  const Mutation = (parts.resolvers.Mutation ?? {}) as Record<string, unknown>;
  return { ...parts.resolvers, Mutation: idempotentWrites(connection).wrap(Mutation, names) };
}
