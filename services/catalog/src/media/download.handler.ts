import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { gridId, isMediaId, type MediaStore } from './media.store';
import { SERVABLE_TYPES } from './media-types';

/** An id always names the same bytes (nothing replaces a file), so browsers and proxies may keep it forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

type Span = { start: number; end: number; partial: boolean } | 'unsatisfiable';

/**
 * One byte range, as browsers ask for when seeking in a video. A malformed header, several ranges
 * or an If-Range naming another version get the whole file, as RFC 9110 allows.
 */
function span(req: Request, size: number, etag: string): Span {
  const whole = { start: 0, end: size, partial: false };
  const ifRange = req.header('if-range');
  if (!req.header('range') || (ifRange && ifRange !== etag)) return whole;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1 || !ranges[0]) return whole;
  return { start: ranges[0].start, end: ranges[0].end + 1, partial: true };
}

/** `GET|HEAD /internal/media/:id`: anyone may read (an `<img>` sends no token); the id is the secret. */
export function downloadHandler(store: MediaStore, log: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const file = isMediaId(id) ? await store.files.findOne({ _id: id }) : null;
    // Only what an upload verified and wrote is served, under the type it was verified as.
    if (!file || !SERVABLE_TYPES.has(file.metadata?.contentType)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const etag = `"${id}"`;
    res.set({
      'content-type': file.metadata.contentType,
      'cache-control': IMMUTABLE,
      etag,
      'last-modified': file.uploadDate.toUTCString(),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      // Opened on its own, a file runs nothing and reaches nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (matches(req.header('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    const part = span(req, file.length, etag);
    if (part === 'unsatisfiable') {
      res.status(416).set('content-range', `bytes */${file.length}`).removeHeader('content-type');
      res.end();
      return;
    }
    if (part.partial) res.status(206).set('content-range', `bytes ${part.start}-${part.end - 1}/${file.length}`);
    res.set('content-length', String(part.end - part.start));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(store.bucket.openDownloadStream(gridId(id), { start: part.start, end: part.end }), res);
    } catch (error) {
      // Usually the client went away; headers are out, so all that is left is to stop.
      log.info({ err: error, id }, 'media download ended early');
      res.destroy();
    }
  };
}
