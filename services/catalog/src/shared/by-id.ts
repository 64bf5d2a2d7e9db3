import { notDeleted } from '@brigade/events';
import { cachedBatch, toObjectId, toObjectIds, type RequestContext } from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import type { Filter, Reach } from '../access/scope';
import { sameName } from './listing';

/** A live entry as remembered for every caller: whose it is, and its view. */
type Remembered<V> = { owner: string | null; view: V };

/**
 * Entries by id, batched per request (federation's __resolveReference, nested fields, get*ById):
 * at most one query per kind per request. Answers are remembered by id alone, for every caller,
 * until the reference data changes (service-kit `reference-cache.ts`): a platform ingredient is
 * read once for a thousand kitchens, not once per kitchen. The tenant boundary is checked on each
 * request against the remembered owner (`reach`), so an entry outside the caller's boundary
 * resolves to null exactly like one that does not exist, whoever put it in memory.
 */
export async function loadById<D extends { _id: Types.ObjectId; kitchenId?: Types.ObjectId | null }, V>(
  ctx: RequestContext,
  name: string,
  model: Model<D>,
  reach: Reach,
  view: (doc: D) => V,
  id: string,
): Promise<V | null> {
  const entry = await cachedBatch<Remembered<V> | null>(ctx, model.db, name, name, async (ids) => {
    const valid = toObjectIds(ids);
    const docs = valid.length ? await model.find({ ...notDeleted, _id: { $in: valid } } as never).lean<D[]>() : [];
    const byId = new Map(docs.map((d) => [d._id.toHexString(), { owner: d.kitchenId?.toHexString() ?? null, view: view(d) }]));
    return ids.map((i) => byId.get(i.toLowerCase()) ?? null);
  }).load(id);
  return entry && (reach === 'all' || reach.includes(entry.owner)) ? entry.view : null;
}

/** One entry inside `scope`, or null (bad ids included). */
export async function findIn<D>(model: Model<D>, scope: Filter, id: string): Promise<D | null> {
  const oid = toObjectId(id);
  return oid ? model.findOne({ ...scope, _id: oid } as never).lean<D>() : null;
}

/** Whether another entry in `scope` already has this name (any case). */
export async function nameTaken<D>(model: Model<D>, scope: Filter, name: string, except?: Types.ObjectId): Promise<boolean> {
  const filter = { ...scope, name: sameName(name), ...(except ? { _id: { $ne: except } } : {}) };
  return (await model.exists(filter as never)) !== null;
}
