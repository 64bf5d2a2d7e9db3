import { LRUCache } from 'lru-cache';
import type { Connection, Schema, mongo } from 'mongoose';
import type { RequestContext } from '../auth/context';

/**
 * Reference data (catalog's ingredients, allergens and units; recipe's projections of them) is read
 * on every recipe and changes a few times a day, so each replica keeps what it resolved in memory.
 * Freshness comes from one counter in the service's database, `reference_generation`: every write
 * of those collections, by any replica or process, increments it before the write's call returns,
 * and every request reads it (one query by _id) before using the memory. A request that starts
 * after a change has returned therefore never sees the old value, on any replica (#26). Requests
 * that ask for it in the same turn of the event loop share one read (`readGeneration`).
 */
const GENERATIONS = 'reference_generation';
const KEY = 'reference';
/** About 10 MB of views at most; a platform's reference data is a few thousand entries. */
const MAX_ENTRIES = 50_000;

type Waiter = { resolve: (generation: number) => void; reject: (error: unknown) => void };
type Store = { generation: number; entries: LRUCache<string, { value: unknown }>; waiting: Waiter[] | null };
const stores = new WeakMap<Connection, Store>();

function storeOf(db: Connection): Store {
  let store = stores.get(db);
  if (!store) {
    store = { generation: -1, entries: new LRUCache({ max: MAX_ENTRIES }), waiting: null };
    stores.set(db, store);
  }
  return store;
}

type GenerationDoc = { _id: string; generation: number };

export async function bumpReferenceGeneration(db: Connection): Promise<void> {
  await db.collection<GenerationDoc>(GENERATIONS).updateOne({ _id: KEY }, { $inc: { generation: 1 } }, { upsert: true });
}

/**
 * The counter, read once for every request that asked before the read was sent: each of them
 * started before it, so it sees every write that returned before any of them started. One that
 * asks once a read is on its way waits for the next. Under load this is a fraction of a read per
 * request instead of one.
 */
function readGeneration(db: Connection, store: Store): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    if (!store.waiting) {
      const waiting: Waiter[] = [];
      store.waiting = waiting;
      setImmediate(() => {
        store.waiting = null;
        db.collection<GenerationDoc>(GENERATIONS)
          .findOne({ _id: KEY })
          .then(
            (doc) => waiting.forEach((w) => w.resolve(doc?.generation ?? 0)),
            (error: unknown) => waiting.forEach((w) => w.reject(error)),
          );
      });
    }
    store.waiting.push({ resolve, reject });
  });
}

/** Read once per request, so one request sees one state of the reference data. */
function generationOf(ctx: RequestContext, db: Connection): Promise<number> {
  return ctx
    .loader<string, number>('referenceGeneration', async (keys) => {
      const generation = await readGeneration(db, storeOf(db));
      return keys.map(() => generation);
    })
    .load(KEY);
}

/**
 * A per-request batch (like `ctx.loader`) whose answers are remembered across requests until the
 * generation moves. `namespace` must hold everything the answer depends on besides the key: the
 * caller's scope, for instance, so one kitchen is never served what another kitchen may see. An
 * answer is the same object for every request that gets it from memory: callers read it, never change it.
 */
export function cachedBatch<V>(
  ctx: RequestContext,
  db: Connection,
  name: string,
  namespace: string,
  fetch: (keys: readonly string[]) => Promise<V[]>,
) {
  return ctx.loader<string, V>(name, async (keys) => {
    const generation = await generationOf(ctx, db);
    const store = storeOf(db);
    if (generation > store.generation) {
      store.entries.clear();
      store.generation = generation;
    }
    // A request that read the counter before another moved it past may not use or fill the memory.
    const current = generation === store.generation;
    const answers: V[] = new Array<V>(keys.length);
    const missing: number[] = [];
    keys.forEach((key, i) => {
      const hit = current ? store.entries.get(`${namespace}|${key}`) : undefined;
      if (hit) answers[i] = hit.value as V;
      else missing.push(i);
    });
    if (missing.length) {
      const fetched = await fetch(missing.map((i) => keys[i] as string));
      const stillCurrent = current && store.generation === generation;
      missing.forEach((i, j) => {
        answers[i] = fetched[j] as V;
        if (stillCurrent) store.entries.set(`${namespace}|${keys[i] as string}`, { value: fetched[j] });
      });
    }
    return answers;
  });
}

const COLLECTION_WRITES = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
]);

/** A collection read through `cachedBatch` and written without mongoose models: each write moves the generation once it succeeded. */
export function referenceCollection<T extends mongo.Document>(db: Connection, name: string): mongo.Collection<T> {
  const collection = db.collection<T>(name);
  return new Proxy(collection, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !COLLECTION_WRITES.has(property) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        await bumpReferenceGeneration(db);
        return result;
      };
    },
  });
}

const QUERY_WRITES = /^(updateOne|updateMany|findOneAndUpdate|findOneAndReplace|findOneAndDelete|deleteOne|deleteMany|replaceOne)$/;

/**
 * On the schema of every model `cachedBatch` reads: each write through mongoose (documents,
 * queries, insertMany, bulkWrite) moves the generation once it succeeded. Writes that bypass the
 * model (`collection.*`) would not, so a service using this has none; the outbox relay's clean-up
 * of `_outbox` is one, and it changes nothing a view shows.
 */
export function referenceCachePlugin(schema: Schema): void {
  schema.post(QUERY_WRITES, { document: false, query: true }, async function (this: { model: { db: Connection } }) {
    await bumpReferenceGeneration(this.model.db);
  });
  const fromDocument = async function (this: { db: Connection }) {
    await bumpReferenceGeneration(this.db);
  };
  schema.post('save', fromDocument);
  schema.post('updateOne', { document: true, query: false }, fromDocument);
  schema.post('deleteOne', { document: true, query: false }, fromDocument);
  schema.post('insertMany', fromDocument);
  schema.post('bulkWrite', fromDocument);
}
