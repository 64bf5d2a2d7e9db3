import { tooManyRequests, type Locale } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { t } from '../i18n/messages';

/**
 * Limits kept in identity's database (rate-limiter-flexible), so every replica counts together
 * (README 'Rate limits'). Failed sign-ins count per account and client address together, so an
 * attacker at one address cannot lock the owner out at another; a slower backstop per account
 * (the normalised e-mail, known or not, so the limit reveals nothing) stops guessing spread over
 * many addresses, and one address is limited across accounts. Mails and forms count per address.
 */
export function rateLimits(connection: Connection) {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number, blockSeconds = durationSeconds) =>
    new RateLimiterMongo({
      storeClient: connection.getClient(),
      dbName: connection.name,
      tableName: 'rate_limits',
      keyPrefix,
      points,
      duration: durationSeconds,
      blockDuration: blockSeconds,
    });
  return {
    failedSignInPerAccountAndAddress: limiter('signin_account_ip', 10, 15 * 60),
    // Above what one address may try in an hour (50), so no single address can trip it.
    failedSignInPerAccount: limiter('signin_account', 100, 60 * 60),
    failedSignInPerAddress: limiter('signin_ip', 50, 60 * 60),
    /** Mails to one typed address (resets, registrations, invitations): nobody floods an inbox through us. */
    mailPerAccount: limiter('mail_account', 5, 60 * 60),
    /** 'Send the link again' (ResendVerificationEmail), per typed address: one a minute, five a day (windows from the first). */
    verificationResendPerMinute: limiter('verify_resend_minute', 1, 60, 0),
    verificationResendPerDay: limiter('verify_resend_day', 5, 24 * 60 * 60, 0),
    formPerAddress: limiter('form_ip', 20, 60 * 60),
    registrationPerAddress: limiter('register_ip', 10, 60 * 60),
    invitationPerAddress: limiter('invite_ip', 30, 60 * 60),
  };
}

export type RateLimits = ReturnType<typeof rateLimits>;

/** How long until the caller may try again (seconds), or 0 when nothing blocks. */
export async function blockedFor(limiter: RateLimiterMongo, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.remainingPoints <= 0 ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

/** Spends one point or throws TOO_MANY_REQUESTS in the caller's language (`refusal` words it). */
export async function consume(
  limiter: RateLimiterMongo,
  key: string,
  locale: Locale,
  refusal: (seconds: number, locale: Locale) => Error = tooManyAttempts,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusal(Math.ceil(error.msBeforeNext / 1000), locale);
    throw error;
  }
}

export const tooManyAttempts = (seconds: number, locale: Locale) =>
  tooManyRequests(t(locale, 'tooManyAttempts', { minutes: Math.max(1, Math.ceil(seconds / 60)) }), seconds);

/** The key of one account tried from one address. */
export const accountAtAddress = (account: string, address: string) => `${account} ${address}`;
