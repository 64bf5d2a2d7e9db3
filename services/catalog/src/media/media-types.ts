import { fromBuffer } from 'file-type';

export type MediaFamily = 'image' | 'video';

/** The spec's messages (§8), one per family, for every refused upload. */
export const UPLOAD_FAILED: Record<MediaFamily, string> = { image: 'Failed to upload images', video: 'Failed to upload video' };

/** Upload limits on the bytes received (images are re-encoded afterwards, usually smaller). */
export const MAX_BYTES: Record<MediaFamily, number> = { image: 10 * 1024 * 1024, video: 200 * 1024 * 1024 };

/** file-type never looks further than this into a file. */
export const SNIFF_BYTES = 4100;

// Decided by the bytes alone: a name or a declared Content-Type is whatever the client chose to send.
const ACCEPTED: Record<string, MediaFamily> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
};

/** What GET serves: images are stored re-encoded as WebP, videos as received. Anything else is never served. */
export const SERVABLE_TYPES: ReadonlySet<string> = new Set(['image/webp', 'video/mp4', 'video/webm']);

export type Sniffed = { family: MediaFamily; mime: string };

/** The accepted type the leading bytes show, or undefined for anything else (scripts, HTML, GIF, MOV...). */
export async function sniff(head: Buffer): Promise<Sniffed | undefined> {
  const found = head.length > 0 ? await fromBuffer(head) : undefined;
  const family = found ? ACCEPTED[found.mime] : undefined;
  return found && family ? { family, mime: found.mime } : undefined;
}

export const asFamily = (value: string | undefined): MediaFamily | undefined =>
  value === 'image' || value === 'video' ? value : undefined;
