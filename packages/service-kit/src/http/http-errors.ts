import type { ErrorRequestHandler, Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CommonMessageKey } from '../i18n/common-messages';
import { createTranslator, NO_OWN_MESSAGES, toLocale } from '../i18n/translate';

const t = createTranslator(NO_OWN_MESSAGES);

/** body-parser's errors carry the HTTP status they mean (400 unreadable, 413 too large, 415 ...). */
type HttpError = { status?: unknown; statusCode?: unknown; type?: unknown };

const statusOf = (error: unknown): number => {
  const { status, statusCode } = (error ?? {}) as HttpError;
  const value = Number(status ?? statusCode);
  return Number.isInteger(value) && value >= 400 && value < 600 ? value : 500;
};

const localeOf = (req: Request) => toLocale(req.header('locale') ?? req.header('accept-language'));

/** The GraphQL error shape clients already read, so a console shows these like any other error. */
function reply(req: Request, status: number, code: string, key: CommonMessageKey) {
  return { status, body: { errors: [{ message: t(localeOf(req), key), extensions: { code } }] } };
}

function classify(req: Request, error: unknown) {
  const status = statusOf(error);
  if (status === 413) return reply(req, 413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge');
  if (status < 500) return reply(req, status, 'BAD_REQUEST', 'bodyInvalid');
  return reply(req, 500, 'INTERNAL_SERVER_ERROR', 'serverError');
}

/**
 * The last handlers of every server (gateway and subgraphs): an unknown route, an unreadable or
 * oversized body, or a failure no route caught answers a JSON GraphQL-style error instead of
 * express's HTML page, which shows the stack and the server's paths. Client faults keep their 4xx
 * (they are not ours, and the API-errors alert counts 5xx); only a real failure is logged.
 */
export function mountErrorReplies(app: Express, log: Logger): void {
  const notFound: RequestHandler = (req, res) => {
    const { status, body } = reply(req, 404, 'NOT_FOUND', 'routeNotFound');
    res.status(status).json(body);
  };
  const failed: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body } = classify(req, error);
    if (status >= 500) log.error({ err: error }, `${req.method} ${req.path} failed`);
    res.status(status).json(body);
  };
  app.use(notFound);
  app.use(failed);
}
