import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Caller } from '@brigade/service-kit';
import type { mongo } from 'mongoose';
import { reencodeImage } from './image';
import { collect, limited, readHead, type Incoming } from './incoming';
import { gridId, newMediaId, type MediaMetadata, type MediaStore } from './media.store';
import { MAX_BYTES, SNIFF_BYTES, UPLOAD_FAILED, sniff, type MediaFamily, type Sniffed } from './media-types';
import { reserving, type Reservation } from './reservation';

/** Who uploads, and whether they may upload videos (recipes' and dishes' plating videos are the admins'). */
export type Uploader = { userId: string; kitchenId: string | null; videos: boolean };

/**
 * Super admins and kitchen admins upload pictures and videos (kitchens, categories, dishes, recipe
 * steps); a cook uploads only a picture (their profile picture). Anyone else uploads nothing.
 */
export function uploaderOf(caller: Caller): Uploader | 'anonymous' | 'forbidden' {
  if (caller.kind !== 'user') return 'anonymous';
  const { userId, kitchenId, roles } = caller;
  if (roles.includes('SUPER_ADMIN')) return { userId, kitchenId, videos: true };
  if (!kitchenId) return 'forbidden';
  if (roles.includes('ADMIN')) return { userId, kitchenId, videos: true };
  if (roles.includes('COOK')) return { userId, kitchenId, videos: false };
  return 'forbidden';
}

/** An upload turned down: the reply the client gets, and the reason for the log. */
export class Refused extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly error: string,
    reason: string,
    /** More for the client beside `error` (a code, the storage used and allowed). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

const failed = (family: MediaFamily | undefined, reason: string) => new Refused(400, UPLOAD_FAILED[family ?? 'image'], reason);

export type StoredMedia = { id: string; url: string; contentType: string; size: number };

function judge(head: Buffer, sniffed: Sniffed | undefined, declared: MediaFamily | undefined, who: Uploader): Refused | undefined {
  if (head.length === 0) return failed(declared, 'empty file');
  if (!sniffed) return failed(declared, 'not a JPEG, PNG, WebP, MP4 or WebM file');
  if (declared && declared !== sniffed.family) return failed(declared, `declared ${declared}, received ${sniffed.mime}`);
  if (sniffed.family === 'video' && !who.videos) return new Refused(403, 'Access Forbidden', 'only admins upload videos');
  return undefined;
}

/** Writes and ends; on any failure removes whatever reached the database, so a refused upload leaves nothing. */
async function writeAll(
  store: MediaStore,
  id: string,
  upload: mongo.GridFSBucketWriteStream,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  // Failures arrive through the callbacks below; an unheard 'error' event would end the process.
  upload.on('error', () => undefined);
  try {
    // One chunk at a time, each awaited: when the source fails, no insert is still in flight to land after the cleanup.
    for await (const chunk of chunks) {
      await new Promise<void>((resolve, reject) => upload.write(chunk, (error) => (error ? reject(error) : resolve())));
    }
    upload.end();
    await finished(upload);
  } catch (error) {
    await upload.abort().catch(() => undefined);
    await forget(store, id);
    throw error;
  }
}

async function forget(store: MediaStore, id: string): Promise<void> {
  await store.chunks.deleteMany({ files_id: id });
  await store.files.deleteOne({ _id: id });
}

type Base = Pick<MediaMetadata, 'uploadedBy' | 'kitchenId' | 'purpose' | 'createdAt'>;

async function storeImage(store: MediaStore, id: string, incoming: Incoming, mime: string, base: Base, held: Reservation) {
  const input = await collect(limited(incoming.all(), MAX_BYTES.image, () => failed('image', 'image over 10 MB')));
  const image = await reencodeImage(input, mime).catch((error: unknown) => {
    throw failed('image', `undecodable image: ${error instanceof Error ? error.message : String(error)}`);
  });
  const metadata: MediaMetadata = {
    ...base,
    contentType: image.contentType,
    size: image.data.length,
    width: image.width,
    height: image.height,
  };
  // What is stored is counted, not what was sent: the re-encoded picture.
  await held.take(image.data.length);
  await writeAll(store, id, store.bucket.openUploadStreamWithId(gridId(id), id, { metadata }), [image.data]);
  return { contentType: image.contentType, size: image.data.length };
}

/** Streamed to GridFS as it arrives: a 200 MB video never sits in memory. */
async function storeVideo(store: MediaStore, id: string, incoming: Incoming, mime: string, base: Base, held: Reservation) {
  const metadata: MediaMetadata = { ...base, contentType: mime, size: 0 };
  const upload = store.bucket.openUploadStreamWithId(gridId(id), id, { metadata });
  await writeAll(
    store,
    id,
    upload,
    reserving(
      limited(incoming.all(), MAX_BYTES.video, () => failed('video', 'video over 200 MB')),
      held,
    ),
  );
  // The size is known only at the end, after GridFS wrote the files document (`length` holds it too).
  await store.files.updateOne({ _id: id }, { $set: { 'metadata.size': upload.length } }).catch(async (error: unknown) => {
    await forget(store, id);
    throw error;
  });
  return { contentType: mime, size: upload.length };
}

/** Sniffs the file part, checks it against the declared purpose and the uploader, and stores it. */
export async function receive(
  file: Readable,
  declared: MediaFamily | undefined,
  who: Uploader,
  store: MediaStore,
  held: Reservation,
): Promise<StoredMedia> {
  const incoming = await readHead(file, SNIFF_BYTES);
  const sniffed = await sniff(incoming.head);
  const refusal = judge(incoming.head, sniffed, declared, who);
  if (refusal || !sniffed) {
    await incoming.discard();
    throw refusal ?? failed(declared, 'unknown type');
  }
  const id = newMediaId();
  const base: Base = { uploadedBy: who.userId, kitchenId: who.kitchenId, purpose: sniffed.family, createdAt: new Date() };
  let stored: { contentType: string; size: number };
  try {
    stored =
      sniffed.family === 'image'
        ? await storeImage(store, id, incoming, sniffed.mime, base, held)
        : await storeVideo(store, id, incoming, sniffed.mime, base, held);
  } catch (error) {
    // Nothing was kept (writeAll removes what reached the database), so none of the room is used.
    await held.cancel();
    throw error;
  }
  await held.settle(stored.size);
  return { id, url: `/media/${id}`, ...stored };
}
