import type { Connection, Model, Schema } from 'mongoose';
import type { EventEnvelope } from './envelope';

/**
 * The transactional outbox without transactions: pending events live in the aggregate's own
 * document (`_outbox`), so the change and its events are one atomic document write, on real
 * MongoDB and on the embedded engine alike. The relay publishes them and pulls them out.
 * A deleted aggregate is first marked `_deleted` with its event, and removed after publishing.
 */
/** Fields outboxPlugin adds; intersect a model's document type with it. */
export type Outboxed = { _outbox?: EventEnvelope[]; _deleted?: boolean };

/**
 * Emitted on a model's connection, with the collection's name, after every write through a model
 * with outboxPlugin: the service's relay publishes at once (service-kit `events.ts`). Its interval
 * is then only the fallback for writes no hook saw (another process's, a raw collection's, a crash's).
 */
export const OUTBOX_WRITTEN = 'brigade:outbox-written';

type Written = { db: Connection; collection: { collectionName: string } };
const signal = (model: Written) => void model.db.emit(OUTBOX_WRITTEN, model.collection.collectionName);

const QUERY_WRITES = /^(updateOne|updateMany|findOneAndUpdate|findOneAndReplace|replaceOne)$/;

export function outboxPlugin(schema: Schema): void {
  schema.add({
    _outbox: { type: [{}], default: undefined, select: false },
    _deleted: { type: Boolean, default: undefined, select: false },
  });
  schema.index({ '_outbox.id': 1 }, { sparse: true });
  schema.post(QUERY_WRITES, { document: false, query: true }, function (this: { model: Written }) {
    signal(this.model);
  });
  const fromDocument = function (this: Written) {
    signal(this);
  };
  schema.post('save', fromDocument);
  schema.post('updateOne', { document: true, query: false }, fromDocument);
  schema.post('insertMany', fromDocument);
  schema.post('bulkWrite', fromDocument);
}

/**
 * Documents with unpublished events, as a range on the `_outbox.id` index: the relay asks this
 * after every write and at each interval, so it must read the index, not scan the collection
 * ('_outbox.0' $exists would).
 */
export const PENDING_EVENTS = { '_outbox.id': { $gt: '' } } as const;

/** Update fragment that records events with the change: spread into an update document. */
export function withEvents(events: EventEnvelope[]): { $push: { _outbox: { $each: EventEnvelope[] } } } {
  return { $push: { _outbox: { $each: events } } };
}

/** Marks an aggregate deleted together with its event; the relay removes it once published. */
export async function deleteWithEvent<T>(model: Model<T>, id: unknown, event: EventEnvelope): Promise<boolean> {
  const result = await model.updateOne(
    { _id: id, _deleted: { $ne: true } } as never,
    { $set: { _deleted: true }, $push: { _outbox: event } } as never,
  );
  return result.modifiedCount === 1;
}

/** Filter to add to every read of an outboxed model, so deleted-but-unpublished rows stay hidden. */
export const notDeleted = { _deleted: { $ne: true } } as const;
