import type { Model, UpdateQuery } from 'mongoose';

/** How many applied event ids a document remembers; redeliveries come long before 500 newer events. */
const REMEMBERED = 500;

/**
 * Applies `update` to the document matching `filter` unless that document already saw
 * `eventId`: check and change are one atomic update, so a redelivered event (consumer crash
 * before its offset was committed) can never count twice. Returns whether it applied now.
 */
export async function applyOnce<T>(
  model: Model<T>,
  filter: Record<string, unknown>,
  eventId: string,
  update: UpdateQuery<T>,
): Promise<boolean> {
  const push = (update.$push ?? {}) as Record<string, unknown>;
  const result = await model.updateOne(
    { ...filter, _appliedEvents: { $ne: eventId } } as never,
    { ...update, $push: { ...push, _appliedEvents: { $each: [eventId], $slice: -REMEMBERED } } } as never,
    { strict: false },
  );
  return result.modifiedCount === 1;
}
