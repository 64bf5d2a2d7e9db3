import { badUserInput, forbidden, type RequestContext } from '@brigade/service-kit';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { signInRefusal } from '../users/user-status';
import type { UserDoc } from '../users/user.model';
import { toGraph } from '../users/user.view';
import { email, parseInput } from '../users/validation';
import { passwordMatches } from './password';
import { accountAtAddress, blockedFor, consume, tooManyAttempts } from './rate-limits';
import { issueToken } from './tokens';

const credentials = z.object({ email, password: z.string().max(1024) });

export function signInMutations(deps: IdentityDeps) {
  return {
    /**
     * Sign-in. Unknown e-mail and wrong password give the same message at the same cost; failures
     * count per account and per address, and a blocked caller is told when to try again.
     */
    Authenticate: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const { email: account, password } = parseInput(credentials, input, ctx.locale);
      const address = ctx.clientIp ?? 'unknown';
      const pair = accountAtAddress(account, address);
      const limits = deps.limits;
      const wait = Math.max(
        ...(await Promise.all([
          blockedFor(limits.failedSignInPerAccountAndAddress, pair),
          blockedFor(limits.failedSignInPerAccount, account),
          blockedFor(limits.failedSignInPerAddress, address),
        ])),
      );
      if (wait > 0) throw tooManyAttempts(wait, ctx.locale);

      const user = await deps.users.findOne({ email: account, _deleted: { $ne: true } }).lean<UserDoc>();
      const ok = await passwordMatches(user?.passwordHash ?? deps.unknownUserHash, password);
      if (!user || !ok) {
        await Promise.all([
          limits.failedSignInPerAccountAndAddress.penalty(pair).catch(() => undefined),
          limits.failedSignInPerAccount.penalty(account).catch(() => undefined),
          limits.failedSignInPerAddress.penalty(address).catch(() => undefined),
        ]);
        throw badUserInput('password', t(ctx.locale, 'invalidCredentials'));
      }
      // The backstop keeps counting: a success at one address does not wipe failures seen at others.
      await limits.failedSignInPerAccountAndAddress.delete(pair);
      const refusal = signInRefusal(user.status);
      // The sign-in page offers 'Send the link again' on this reason (ResendVerificationEmail).
      if (refusal === 'accountNotVerified')
        throw new GraphQLError(t(ctx.locale, refusal), { extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' } });
      if (refusal) throw forbidden(t(ctx.locale, refusal));
      if (user.kitchenId && !user.isSuperAdmin && (await deps.kitchens.paused(user.kitchenId.toHexString())))
        throw forbidden(t(ctx.locale, 'kitchenPaused'));

      await deps.users.updateOne({ _id: user._id }, { $set: { lastLogin: new Date() } });
      return {
        token: await issueToken(user, deps.keys),
        user: toGraph({ ...user, lastLogin: new Date() }, deps.site),
        hasPaymentOverDue: user.isSuperAdmin ? false : await deps.kitchens.overdue(user.kitchenId?.toHexString() ?? null),
      };
    },

    /** Is this e-mail free to register? (The spec's CheckEmail; it answers per address at most 20 times an hour.) */
    CheckEmail: async (_: unknown, args: { email: string }, ctx: RequestContext) => {
      const { email: value } = parseInput(z.object({ email }), args, ctx.locale);
      await consume(deps.limits.formPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
      const taken = await deps.users.exists({ email: value });
      return taken ? { code: 409, message: t(ctx.locale, 'emailTaken') } : { code: 200, message: t(ctx.locale, 'emailAvailable') };
    },
  };
}
