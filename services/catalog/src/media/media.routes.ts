import { CLAIMS_HEADER, REQUEST_ID_HEADER, toLocale, verifyClaims, type RouteKit } from '@brigade/service-kit';
import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { downloadHandler } from './download.handler';
import { kitchenOpen } from './kitchen-open';
import { mediaQuota } from './media-quota';
import { ensureMediaIndexes, mediaStore } from './media.store';
import { uploadHandler } from './upload.handler';
import { uploadLimiter, uploadRate } from './upload-rate';

/** Like /graphql: only the gateway can call these, and it says who is calling (possibly nobody). */
function gatewayClaims({ internalKey, log }: RouteKit): RequestHandler {
  return (req, res, next) => {
    verifyClaims(req.header(CLAIMS_HEADER), internalKey, 'catalog').then(
      ({ caller, meta }) => {
        res.locals.caller = caller;
        res.locals.locale = toLocale(meta.locale);
        next();
      },
      (error: unknown) => {
        log.warn({ requestId: req.header(REQUEST_ID_HEADER), err: error }, 'refused a media request without valid gateway claims');
        res.status(401).json({ error: 'Requests must come through the gateway' });
      },
    );
  };
}

/**
 * Catalog's media routes (the gateway exposes them as `POST /api/upload` and `GET /media/:id`):
 * `POST /internal/media` and `GET|HEAD /internal/media/:id`. See src/media/README.md.
 */
export function mountMedia(app: Express, connection: Connection, kit: RouteKit): void {
  const store = mediaStore(connection);
  const log = kit.log.child({ component: 'media' });
  ensureMediaIndexes(store).catch((error: unknown) => log.warn({ err: error }, 'media index creation failed'));
  const claims = gatewayClaims(kit);
  app.post(
    '/internal/media',
    claims,
    kitchenOpen(connection),
    uploadRate(uploadLimiter(connection), log),
    uploadHandler(store, log, mediaQuota(connection)),
  );
  // express answers HEAD with the GET route; the handler then sends the headers only.
  app.get('/internal/media/:id', claims, downloadHandler(store, log));
  const failed: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    log.error({ err: error, requestId: req.header(REQUEST_ID_HEADER) }, 'media request failed');
    res.status(500).json({ error: 'Something went wrong' });
  };
  app.use('/internal/media', failed);
}
