import { cachedBatch, type RequestContext } from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import { toObjectId, type Filter } from '../access/scope';
import { sameName } from './listing';

/**
 * Entries by id, batched per request (federation's __resolveReference, nested fields, get*ById):
 * at most one query per kind per request, always inside `scope`, so an entry outside the caller's
 * boundary resolves to null exactly like one that does not exist. Answers are remembered per scope
 * until the reference data changes (service-kit `reference-cache.ts`).
 */
export function loadById<D extends { _id: Types.ObjectId }, V>(
  ctx: RequestContext,
  name: string,
  model: Model<D>,
  scope: Filter,
  view: (doc: D) => V,
  id: string,
): Promise<V | null> {
  return cachedBatch<V | null>(ctx, model.db, name, `${name}|${JSON.stringify(scope)}`, async (ids) => {
    const valid = ids.map(toObjectId).filter((oid): oid is Types.ObjectId => oid !== null);
    const docs = valid.length ? await model.find({ ...scope, _id: { $in: valid } } as never).lean<D[]>() : [];
    const byId = new Map(docs.map((d) => [d._id.toHexString(), view(d)]));
    return ids.map((i) => byId.get(i.toLowerCase()) ?? null);
  }).load(id);
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
