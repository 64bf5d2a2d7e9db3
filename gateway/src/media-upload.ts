import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { REQUEST_ID_HEADER } from '@brigade/service-kit';
import type express from 'express';
import type { CatalogCall } from './media-routes';

/** The largest upload catalog takes (a 200 MB video) plus room for the multipart framing and fields. */
export const MAX_UPLOAD_BYTES = 201 * 1024 * 1024;

class TooBig extends Error {}

/** Passes the request body on as it arrives, failing once more than `max` bytes went by. */
function capped(max: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max) done(new TooBig(`upload over ${max} bytes`));
      else done(null, chunk);
    },
  });
}

/**
 * Reads and drops a body we will not forward (so the client gets our answer rather than a reset
 * connection), but no more than an upload may be.
 */
function discard(req: express.Request): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) req.destroy();
  });
  req.resume();
}

/**
 * `POST /api/upload`: the bearer token is checked as on /graphql, then the multipart body streams
 * to catalog's `POST /internal/media` (nothing buffered here) with the caller signed for catalog,
 * and catalog's status and JSON come back as they are.
 */
export function mediaUpload(call: CatalogCall) {
  return async (req: express.Request, res: express.Response): Promise<void> => {
    const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (Number(req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
      // Not worth reading: close the connection once the answer is out.
      res.status(413).set('connection', 'close').json({ error: 'Failed to upload video' });
      return;
    }
    const caller = await call.caller(req);
    if (caller === 'refused' || caller.kind === 'anonymous') {
      discard(req);
      res.status(401).json({
        error: caller === 'refused' ? 'Your session is invalid or has expired; please sign in again' : 'Sign in to upload',
        code: 'UNAUTHENTICATED',
      });
      return;
    }
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const body = req.pipe(capped(MAX_UPLOAD_BYTES));
    let tooBig = false;
    body.on('error', (error) => {
      tooBig = error instanceof TooBig;
    });
    try {
      const upstream = await fetch(call.url('/internal/media'), {
        method: 'POST',
        headers: { ...(await call.headers(req, requestId, caller)), 'content-type': req.header('content-type') ?? '' },
        // fetch streams an async iterable body as it is produced.
        body: body as unknown as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: aborted.signal,
      } as RequestInit);
      const reply = await upstream.text();
      res
        .status(upstream.status)
        .type(upstream.headers.get('content-type') ?? 'application/json')
        .send(reply);
    } catch (error) {
      if (res.headersSent || aborted.signal.aborted) return;
      if (tooBig) {
        res.status(413).set('connection', 'close').json({ error: 'Failed to upload video' });
        return;
      }
      call.log.error({ err: error, requestId }, 'upload to catalog failed');
      res.status(502).json({ error: 'Something went wrong' });
    } finally {
      // catalog may answer before the body is all sent (a refusal after the first bytes): the rest
      // is dropped here, so the client gets that answer and its connection stays usable.
      if (!req.complete && !tooBig) {
        req.unpipe(body);
        body.destroy();
        discard(req);
      }
    }
  };
}
