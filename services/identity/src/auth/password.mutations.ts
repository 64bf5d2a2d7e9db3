import { withEvents } from '@brigade/events';
import { badUserInput, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import { loadActor } from '../access/actor';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { sendLinkMail } from '../users/accounts';
import { tokensRevoked, userUpdated } from '../users/user-events';
import type { UserDoc } from '../users/user.model';
import { confirmed, email, parseInput, password, passwordAvoidsEmail } from '../users/validation';
import { hashPassword, passwordMatches } from './password';
import { accountAtAddress, consume } from './rate-limits';
import { issueToken } from './tokens';

const newPassword = confirmed(z.object({ token: z.string(), password, confirmPassword: z.string().nullish() }));
const passwordChange = confirmed(z.object({ currentPassword: z.string().max(1024), password, confirmPassword: z.string().nullish() }));

export function passwordMutations(deps: IdentityDeps) {
  /** Sets a password and ends every session of the user, in one write with its events; older mailed password links stop working. */
  async function setPassword(user: UserDoc, plain: string, extra: Partial<UserDoc> = {}): Promise<UserDoc> {
    const tokenVersion = user.tokenVersion + 1;
    const after = { ...user, ...extra, tokenVersion };
    const changed = ['password', ...Object.keys(extra)];
    const updated = await deps.users
      .findOneAndUpdate(
        { _id: user._id, _deleted: { $ne: true } },
        {
          $set: { ...extra, passwordHash: await hashPassword(plain), tokenVersion },
          ...withEvents([userUpdated(after, changed), tokensRevoked(after, tokenVersion)]),
        },
        { returnDocument: 'after' },
      )
      .lean<UserDoc>();
    await deps.links.revokePasswordLinks(user._id.toHexString());
    return updated ?? after;
  }

  const linkInvalid = (locale: RequestContext['locale']) => badUserInput('token', t(locale, 'linkInvalid'));

  return {
    /** Always the same answer, so nobody learns which e-mails have accounts. */
    ForgotPassword: async (_: unknown, args: { email: string }, ctx: RequestContext) => {
      const { email: account } = parseInput(z.object({ email }), args, ctx.locale);
      await consume(deps.limits.formPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
      const allowed = await deps.limits.mailPerAccount.consume(account).then(
        () => true,
        () => false,
      );
      const user = allowed ? await deps.users.findOne({ email: account, _deleted: { $ne: true } }).lean<UserDoc>() : null;
      if (user && user.status !== 'REJECT') await sendLinkMail(deps, user, 'reset', ctx.locale);
      return { code: 200, message: t(ctx.locale, 'resetSent') };
    },

    /** The reset or invitation link's form: the password is checked before the link is used up. */
    CreatePassword: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const { token, password: plain } = parseInput(newPassword, input, ctx.locale);
      const redeemed = await deps.links.redeem(token, ['reset-password', 'create-password']);
      if (!redeemed) throw linkInvalid(ctx.locale);
      const user = await deps.users.findOne({ _id: new Types.ObjectId(redeemed.userId), _deleted: { $ne: true } }).lean<UserDoc>();
      if (!user) throw linkInvalid(ctx.locale);
      if (!passwordAvoidsEmail(plain, user.email)) {
        // The link is not lost over a weak password: a fresh one is issued in its place.
        await sendLinkMail(deps, user, redeemed.purpose === 'reset-password' ? 'reset' : 'invite', ctx.locale);
        throw badUserInput('password', t(ctx.locale, 'passwordContainsEmail'));
      }
      // Following a mailed link proves the address, so an unverified account becomes active.
      await setPassword(user, plain, user.status === 'NOT_VERIFIED' ? { status: 'ACTIVE' } : {});
      return { code: 200, message: t(ctx.locale, 'passwordCreated') };
    },

    /** Needs the current password; ends every other session and hands back a fresh token for this one. */
    ChangePassword: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      const { currentPassword, password: plain } = parseInput(passwordChange, input, ctx.locale);
      // Guessing the current password from a stolen session counts like failed sign-ins from that address.
      const pair = accountAtAddress(actor.email, ctx.clientIp ?? 'unknown');
      await consume(deps.limits.failedSignInPerAccountAndAddress, pair, ctx.locale);
      if (!(await passwordMatches(actor.passwordHash, currentPassword))) {
        await deps.limits.failedSignInPerAccount.penalty(actor.email).catch(() => undefined);
        throw badUserInput('currentPassword', t(ctx.locale, 'currentPasswordWrong'));
      }
      await deps.limits.failedSignInPerAccountAndAddress.delete(pair);
      if (!passwordAvoidsEmail(plain, actor.email)) throw badUserInput('password', t(ctx.locale, 'passwordContainsEmail'));
      const updated = await setPassword(actor, plain);
      return { code: 200, message: t(ctx.locale, 'passwordChanged'), token: await issueToken(updated, deps.keys) };
    },
  };
}
