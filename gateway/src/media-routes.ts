import { CLAIMS_HEADER, REQUEST_ID_HEADER, requestLevel, signCaller, type Caller, type RequestMeta } from '@brigade/service-kit';
import cors from 'cors';
import express from 'express';
import type { Logger } from 'pino';
import { InvalidTokenError, type TokenVerifier } from './auth';
import { mediaDownload } from './media-download';
import type { Revocations } from './revocations';
import { mediaUpload } from './media-upload';

export type MediaRouteOptions = {
  /** catalog's URL (CATALOG_URL; a trailing /graphql is dropped): it owns the files (ARCHITECTURE.md §2). */
  catalogUrl: string;
  internalKey: Uint8Array;
  verifyToken: TokenVerifier;
  revocations?: Revocations | undefined;
  corsOrigins: string[];
  /** The client's language and address, vouched for as on /graphql. */
  requestMeta: (req: express.Request) => RequestMeta;
  /** How long catalog may take to start answering a download (the bytes may then stream for longer). */
  timeoutMs: number;
  log: Logger;
  /** Refused tokens are logged at info in production, debug in development (requestLevel). */
  production: boolean;
};

/** What the media handlers share: who is calling, and the signed headers that tell catalog. */
export type CatalogCall = {
  url: (path: string) => string;
  /** The bearer token's caller as for /graphql (revocations included), or 'refused' for a bad one. */
  caller(req: express.Request): Promise<Caller | 'refused'>;
  headers(req: express.Request, requestId: string, caller: Caller): Promise<Record<string, string>>;
  timeoutMs: number;
  log: Logger;
};

function catalogCall(options: MediaRouteOptions): CatalogCall {
  const base = options.catalogUrl.replace(/\/graphql\/?$/, '').replace(/\/+$/, '');
  return {
    url: (path) => `${base}${path}`,
    async caller(req) {
      try {
        const caller = await options.verifyToken(req.header('authorization'));
        if (options.revocations?.isRevoked(caller)) throw new InvalidTokenError('token revoked');
        return caller;
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        options.log[requestLevel('info', options.production)]({ reason: error.message }, 'refused a bearer token for an upload');
        return 'refused';
      }
    },
    async headers(req, requestId, caller) {
      return {
        [CLAIMS_HEADER]: await signCaller(caller, options.internalKey, 'catalog', options.requestMeta(req)),
        [REQUEST_ID_HEADER]: requestId,
      };
    },
    timeoutMs: options.timeoutMs,
    log: options.log,
  };
}

/** `POST /api/upload` and `GET|HEAD /media/:id`, proxied to catalog's internal media routes as streams. */
export function mediaRoutes(options: MediaRouteOptions): express.Router {
  const call = catalogCall(options);
  const router = express.Router();
  router.post('/api/upload', cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }), mediaUpload(call));
  router.options('/api/upload', cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }));
  router.get('/media/:id', mediaDownload(call));
  return router;
}
