import { randomBytes } from 'node:crypto';
import { mongo, type Connection } from 'mongoose';
import type { MediaFamily } from './media-types';
import { forgetStorage, releaseStorage } from './quota';

/** GridFS bucket name: collections `media.files` and `media.chunks` in catalog's database. */
export const MEDIA_BUCKET = 'media';

export type MediaMetadata = {
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  uploadedBy: string;
  /** The uploader's kitchen; null for a super admin's platform-wide media. */
  kitchenId: string | null;
  purpose: MediaFamily;
  createdAt: Date;
};

/** A GridFS files document as this service writes it. */
export type MediaFile = { _id: string; filename: string; length: number; chunkSize: number; uploadDate: Date; metadata: MediaMetadata };

export type MediaStore = {
  bucket: mongo.GridFSBucket;
  files: mongo.Collection<MediaFile>;
  chunks: mongo.Collection<{ files_id: string; n: number }>;
};

/**
 * 128 random bits as hex. Anyone holding an id may read the file (an `<img>` sends no token), so ids
 * must not be guessable: an ObjectId is a timestamp, a per-process constant and a counter.
 */
export const newMediaId = (): string => randomBytes(16).toString('hex');
export const isMediaId = (value: string): boolean => /^[0-9a-f]{32}$/.test(value);

/** The ids of our own uploads among picture fields (`/media/<id>`); https links and empty fields are not ours. */
export const mediaIdsIn = (...refs: (string | null | undefined)[]): string[] =>
  refs.map((ref) => /^\/media\/([0-9a-f]{32})$/.exec(ref ?? '')?.[1]).filter((id): id is string => id !== undefined);

/** GridFS stores any `_id`; the driver's types only admit ObjectId. */
export const gridId = (id: string): mongo.ObjectId => id as unknown as mongo.ObjectId;

export function mediaStore(connection: Connection): MediaStore {
  const db = connection.db;
  if (!db) throw new Error('the media store needs a connected database');
  return {
    bucket: new mongo.GridFSBucket(db, { bucketName: MEDIA_BUCKET }),
    files: db.collection<MediaFile>(`${MEDIA_BUCKET}.files`),
    chunks: db.collection<{ files_id: string; n: number }>(`${MEDIA_BUCKET}.chunks`),
  };
}

/** GridFS creates its own indexes on the first upload; this one serves the sweep of a deleted kitchen. */
export async function ensureMediaIndexes(store: MediaStore): Promise<void> {
  await store.files.createIndex({ 'metadata.kitchenId': 1 });
}

const BATCH = 500;

/** What a kitchen stored before its storage was counted (catalog's `kitchen_storage`). */
export async function storedBytesOf(store: MediaStore, kitchenId: string): Promise<number> {
  const [sum] = await store.files
    .aggregate<{ bytes: number }>([{ $match: { 'metadata.kitchenId': kitchenId } }, { $group: { _id: null, bytes: { $sum: '$length' } } }])
    .toArray();
  return sum?.bytes ?? 0;
}

/**
 * Removes media and their chunks, giving their bytes back to their kitchen's storage; unknown ids
 * are skipped. Returns how many files were removed.
 */
export async function deleteMedia(connection: Connection, ids: readonly string[]): Promise<number> {
  const { files, chunks } = mediaStore(connection);
  let removed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    // Chunks first: if this stops half way, the files documents are still there for a retry to find.
    await chunks.deleteMany({ files_id: { $in: batch } });
    for (const id of batch) {
      // One by one: only the call that removed a file gives its bytes back, so two removals of one file release once.
      const file = await files.findOneAndDelete({ _id: id }, { projection: { length: 1, 'metadata.kitchenId': 1 } });
      if (!file) continue;
      removed += 1;
      if (file.metadata?.kitchenId) await releaseStorage(connection, file.metadata.kitchenId, file.length);
    }
  }
  return removed;
}

/** Every medium uploaded from a kitchen, for its KitchenDeleted handler; safe to run again (events come at least once). */
export async function removeKitchenMedia(connection: Connection, kitchenId: string): Promise<number> {
  const { files } = mediaStore(connection);
  const ids = await files
    .find({ 'metadata.kitchenId': kitchenId }, { projection: { _id: 1 } })
    .map((f) => f._id)
    .toArray();
  const removed = await deleteMedia(connection, ids);
  await forgetStorage(connection, kitchenId);
  return removed;
}
