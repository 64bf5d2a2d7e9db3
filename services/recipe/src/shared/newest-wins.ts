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
