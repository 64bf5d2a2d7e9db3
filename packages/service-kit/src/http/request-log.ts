import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '../auth/claims';

/** The GraphQL operation names of a request body (the gateway may send a subgraph a batch). */
function operations(body: unknown): string | undefined {
  const names = [body].flat().flatMap((op) => {
    const name = (op as { operationName?: unknown } | undefined)?.operationName;
    return typeof name === 'string' ? [name] : [];
  });
  return names.length > 0 ? names.join(', ') : undefined;
}

const requestId = (req: Request, answered: unknown) => (typeof answered === 'string' ? answered : req.header(REQUEST_ID_HEADER));

/**
 * One debug line per answered request (method, path, status, time, operation), for following a
 * request by hand with LOG_LEVEL=debug. Mounted after /healthz, /readyz and /metrics, which probes
 * call every few seconds. Costs nothing when debug is off.
 */
export function logRequests(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (!log.isLevelEnabled('debug')) return next();
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      const fields = { requestId: requestId(req, res.getHeader(REQUEST_ID_HEADER)), operation: operations(req.body) };
      // Without the query string: a GET's variables may carry what should not be in logs.
      log.debug(fields, `${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} in ${ms} ms`);
    });
    next();
  };
}
