import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { REQUEST_ID_HEADER } from '@brigade/service-kit';
import type express from 'express';
import type { CatalogCall } from './media-routes';

const MEDIA_ID = /^[0-9a-f]{32}$/;
/** What a browser needs to cache, seek and trust the file; nothing else of catalog's answer leaves. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
];
const FORWARDED = ['range', 'if-range', 'if-none-match'];

/**
 * `GET|HEAD /media/:id`: for `<img>` and `<video>`, which send no token, so catalog is asked as an
 * anonymous caller (the unguessable id is what grants access). Ranges and revalidation pass through,
 * and the bytes stream back as catalog sends them.
 */
export function mediaDownload(call: CatalogCall) {
  return async (req: express.Request, res: express.Response): Promise<void> => {
    const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const id = String(req.params.id);
    if (!MEDIA_ID.test(id)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const slow = setTimeout(() => aborted.abort(), call.timeoutMs);
    const headers = await call.headers(req, requestId, { kind: 'anonymous' });
    for (const name of FORWARDED) {
      const value = req.header(name);
      if (value) headers[name] = value;
    }
    let upstream: Response;
    try {
      upstream = await fetch(call.url(`/internal/media/${id}`), {
        method: req.method,
        headers,
        signal: aborted.signal,
        redirect: 'manual',
      });
    } catch (error) {
      if (!res.headersSent && !res.destroyed) {
        call.log.error({ err: error, requestId }, 'media download from catalog failed');
        res.status(502).json({ error: 'Something went wrong' });
      }
      return;
    } finally {
      clearTimeout(slow);
    }
    res.status(upstream.status);
    for (const name of PASSED_ON) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), res);
    } catch (error) {
      // Mostly a viewer that stopped watching; the answer is already half sent.
      call.log.debug({ err: error, requestId }, 'media download ended early');
      res.destroy();
    }
  };
}
