import { notDeleted, withEvents, type EventEnvelope } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { Filter } from '../access/scope';

/** What to write: the fields to set and the events announcing the state they produce. */
export type Change = { set: Record<string, unknown>; events: EventEnvelope[] };

const ATTEMPTS = 5;

/**
 * A filter matching a field exactly as it was read: a field an older document lacks must still be
 * missing ({ a: [] } would not match a missing array), null matches null or missing.
 */
export function asRead<D>(doc: D, fields: readonly (keyof D & string)[]): Filter {
  return Object.fromEntries(fields.map((f) => [f, doc[f] === undefined ? { $exists: false } : doc[f]]));
}

/**
 * Writes a change whose events carry the entry's whole state (latest wins), in the same document
 * write. The write lands only on the state the events were computed from (`guard`, usually
 * asRead of the announced fields): a concurrent change makes it read and compute again rather
 * than publish a state that never existed. `next` returns null for nothing to do; it may throw
 * (validation). Resolves to the entry after the change, or null when there is none (or it is
 * being deleted).
 */
export async function changeWithEvents<D extends { _id: Types.ObjectId }>(
  model: Model<D>,
  id: Types.ObjectId,
  guard: (current: D) => Filter,
  next: (current: D) => Promise<Change | null> | Change | null,
): Promise<D | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await model.findOne({ _id: id, ...notDeleted } as never).lean<D>();
    if (!current) return null;
    const change = await next(current);
    if (!change) return current;
    const updated = await model
      .findOneAndUpdate(
        { _id: id, ...notDeleted, ...guard(current) } as never,
        { $set: change.set, ...(change.events.length ? withEvents(change.events) : {}) } as never,
        { returnDocument: 'after' },
      )
      .lean<D>();
    if (updated) return updated;
  }
  throw new Error(`${model.modelName} ${id.toHexString()} kept changing under ${ATTEMPTS} attempts to update it`);
}
