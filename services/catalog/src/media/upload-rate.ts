import type { Caller, Locale } from '@brigade/service-kit';
import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyUploadsReply } from './quota-replies';

/** `UPLOADS_PER_MINUTE` per user (default 20): a form uploads a handful; a burst of dozens is a script. */
export function uploadLimiter(connection: Connection, env: NodeJS.ProcessEnv = process.env): RateLimiterMongo {
  const points = Number(env.UPLOADS_PER_MINUTE ?? 20);
  if (!Number.isSafeInteger(points) || points < 1) throw new Error('UPLOADS_PER_MINUTE must be a whole number of 1 or more');
  // In catalog's database, so every replica counts together.
  return new RateLimiterMongo({
    storeClient: connection.getClient(),
    dbName: connection.name,
    tableName: 'rate_limits',
    keyPrefix: 'upload_user',
    points,
    duration: 60,
  });
}

/**
 * Spends one point per upload attempt of a signed-in user before a byte is read (a refused upload
 * cost work too). Past the rate: 429 with Retry-After, and the body is read and dropped so the
 * client gets the answer rather than a reset connection.
 */
export function uploadRate(limiter: RateLimiterMongo, log: Logger): RequestHandler {
  return (req, res, next) => {
    const caller = res.locals.caller as Caller;
    if (caller.kind !== 'user') return next();
    limiter.consume(caller.userId).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof RateLimiterRes)) return next(error);
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        log.info({ userId: caller.userId, retryAfterSeconds: seconds }, 'refused an upload over the rate');
        res
          .status(429)
          .set('retry-after', String(seconds))
          .json(tooManyUploadsReply(seconds, res.locals.locale as Locale));
        req.resume();
      },
    );
  };
}
