import type { mongo } from 'mongoose';

/** A projected entry: another service's statement about one id, as of its event's `occurredAt`. */
export type Projected = mongo.Document & { _id: string; asOf: string };

/**
 * Keeps the newest statement per id: a statement replaces the one held only when it is newer, and
 * is inserted when none is held, so redelivered or late events change nothing.
 */
export function newestWins<T extends Projected>(collection: mongo.Collection<T>): (state: T) => Promise<void> {
  return async (state) => {
    const { _id, ...fields } = state;
    const updated = await collection.updateOne({ _id, asOf: { $lt: state.asOf } } as never, { $set: fields } as never);
    if (updated.matchedCount === 0) await collection.updateOne({ _id } as never, { $setOnInsert: fields } as never, { upsert: true });
  };
}

/**
 * Older than any event: what an owner answered (owner-checks) fills a gap in a projection until
 * the owner's event arrives, and every event, even a redelivered old one, replaces it.
 */
export const ASKED_OWNER = '1970-01-01T00:00:00.000Z';

/**
 * Stores an owner's answer only where the projection holds nothing, not even a tombstone, and
 * returns what the projection holds now: the answer, or what an event (or a request at the same
 * moment) put there first.
 */
export function unlessKnown<T extends Projected>(collection: mongo.Collection<T>): (state: Omit<T, 'asOf'>) => Promise<T | null> {
  return async (state) => {
    const { _id, ...fields } = state;
    const held = await collection.findOneAndUpdate({ _id } as never, { $setOnInsert: { ...fields, asOf: ASKED_OWNER } } as never, {
      upsert: true,
      returnDocument: 'after',
    });
    return held as T | null;
  };
}
