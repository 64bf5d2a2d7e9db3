import { withEvents } from '@brigade/events';
import { badUserInput, tooManyRequests, type Locale, type RequestContext } from '@brigade/service-kit';
import { GraphQLError } from 'graphql';
import { Types } from 'mongoose';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { sendLinkMail } from '../users/accounts';
import { userUpdated } from '../users/user-events';
import type { UserDoc, UserStatus } from '../users/user.model';
import { email, parseInput } from '../users/validation';
import { consume } from './rate-limits';

/** Statuses an account reaches only after its address was verified (README 'Statuses'). */
const VERIFIED: UserStatus[] = ['ACTIVE', 'PAUSED'];

/** A verification link opened again once its account is verified: not a failure, nothing left to do but sign in. */
export const alreadyVerified = (locale: Locale) =>
  new GraphQLError(t(locale, 'alreadyVerified'), { extensions: { code: 'ALREADY_VERIFIED' } });

/** 'Send the link again' refused: the wait in minutes, or in hours once it is more than two. */
export const resendTooSoon = (seconds: number, locale: Locale) =>
  tooManyRequests(
    seconds > 2 * 3600
      ? t(locale, 'resendWaitHours', { hours: Math.ceil(seconds / 3600) })
      : t(locale, 'resendWaitMinutes', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    seconds,
  );

const resendInput = z.object({ email });

export function verificationMutations(deps: IdentityDeps) {
  const linkInvalid = (locale: Locale) => badUserInput('verifyToken', t(locale, 'linkInvalid'));

  return {
    /**
     * The registration mail's link. A link that no longer works (used, replaced by a newer one,
     * expired) for an account that is verified by now answers ALREADY_VERIFIED, not 'invalid'.
     */
    ValidateEmail: async (_: unknown, { verifyToken }: { verifyToken: string }, ctx: RequestContext) => {
      const redeemed = await deps.links.redeem(verifyToken, ['verify-email']);
      const userId = redeemed?.userId ?? (await deps.links.issuedTo(verifyToken, 'verify-email'));
      const user =
        userId && Types.ObjectId.isValid(userId)
          ? await deps.users.findOne({ _id: new Types.ObjectId(userId), _deleted: { $ne: true } }).lean<UserDoc>()
          : null;
      if (!user) throw linkInvalid(ctx.locale);
      if (!redeemed) throw VERIFIED.includes(user.status) ? alreadyVerified(ctx.locale) : linkInvalid(ctx.locale);
      if (user.status === 'NOT_VERIFIED') {
        const after = { ...user, status: 'ACTIVE' as const };
        await deps.users.updateOne(
          { _id: user._id, status: 'NOT_VERIFIED' },
          { $set: { status: 'ACTIVE' }, ...withEvents([userUpdated(after, ['status'])]) },
        );
      }
      return { code: 200, message: t(ctx.locale, 'emailVerified') };
    },

    /**
     * 'Send the link again' (public). The same answer for every address, registered or not, and
     * the limits count the typed address either way, so neither tells who has an account:
     * per client address 20 an hour, per typed address one a minute and five a day, and the
     * five mails an hour every mail to a typed address shares. Only an account still waiting for
     * verification is mailed: a fresh verification link (the older one stops working), or, for
     * an invited person without a password, a fresh invitation.
     */
    ResendVerificationEmail: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const { email: account } = parseInput(resendInput, input, ctx.locale);
      await consume(deps.limits.formPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
      await consume(deps.limits.verificationResendPerMinute, account, ctx.locale, resendTooSoon);
      await consume(deps.limits.verificationResendPerDay, account, ctx.locale, resendTooSoon);
      await consume(deps.limits.mailPerAccount, account, ctx.locale, resendTooSoon);
      const user = await deps.users.findOne({ email: account, _deleted: { $ne: true } }).lean<UserDoc>();
      if (user?.status === 'NOT_VERIFIED') await sendLinkMail(deps, user, user.passwordHash ? 'verify' : 'invite', ctx.locale);
      return { code: 200, message: t(ctx.locale, 'verificationResent') };
    },
  };
}
