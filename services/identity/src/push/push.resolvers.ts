import { badUserInput, forbidden, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import type { MutationRegisterPushSubscriptionArgs } from '../__generated__/resolvers';
import { canSee, loadActor } from '../access/actor';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import type { UserDoc } from '../users/user.model';
import { userIdArg } from '../users/user-id';
import { parseInput, requiredName, requiredText } from '../users/validation';
import type { PushTarget } from './push.service';

const notification = z.object({
  title: requiredName(100),
  body: requiredText(1000),
  // Opened by the service worker on click: only a path of this app, never another site.
  url: z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || (/^\/(?!\/)/.test(v) && v.length <= 500), { error: 'urlInvalid' }),
  all: z.boolean().nullish(),
  kitchenId: z.string().nullish(),
  userId: z.string().nullish(),
});

export function pushResolvers(deps: IdentityDeps) {
  /**
   * Who a sender may reach (README 'Push'): a super admin everyone, one kitchen or one user; a
   * kitchen admin their own kitchen's cooks, all or one.
   */
  async function targetFor(
    actor: Awaited<ReturnType<typeof loadActor>>,
    input: z.infer<typeof notification>,
    ctx: RequestContext,
  ): Promise<PushTarget> {
    const chosen = [input.all ? 'all' : null, input.kitchenId ? 'kitchenId' : null, input.userId ? 'userId' : null].filter(Boolean);
    if (chosen.length !== 1) throw badUserInput('target', t(ctx.locale, 'required'));
    if (input.userId) {
      const user = await deps.users
        .findOne({ _id: userIdArg(input.userId, 'userId', ctx.locale), _deleted: { $ne: true } })
        .lean<UserDoc>();
      if (!user || !canSee(actor, user) || (actor.role !== 'SUPER_ADMIN' && !user.isCook)) throw forbidden();
      return { userIds: [user._id.toHexString()] };
    }
    if (actor.role === 'SUPER_ADMIN') return input.all ? { all: true } : { kitchenId: input.kitchenId as string };
    if (input.all || input.kitchenId !== actor.kitchenId?.toHexString()) throw forbidden();
    const cooks = await deps.users
      .find({ kitchenId: actor.kitchenId, isCook: true, _deleted: { $ne: true } }, { _id: 1 })
      .lean<UserDoc[]>();
    return { userIds: cooks.map((c) => c._id.toHexString()) };
  }

  return {
    Query: {
      /** The VAPID key a browser subscribes with. */
      pushPublicKey: () => deps.push.publicKey,
    },
    Mutation: {
      RegisterPushSubscription: async (_: unknown, { input }: MutationRegisterPushSubscriptionArgs, ctx: RequestContext) => {
        const actor = await loadActor(deps.users, ctx);
        await deps.push.subscribe({ userId: actor._id.toHexString(), kitchenId: actor.kitchenId?.toHexString() ?? null }, input);
        await deps.users.updateOne({ _id: actor._id }, { $set: { fcmToken: input.endpoint } });
        return { code: 200, message: t(ctx.locale, 'pushRegistered') };
      },
      UnregisterPushSubscription: async (_: unknown, { endpoint }: { endpoint: string }, ctx: RequestContext) => {
        const actor = await loadActor(deps.users, ctx);
        await deps.push.unsubscribe(actor._id.toHexString(), endpoint);
        await deps.users.updateOne({ _id: actor._id, fcmToken: endpoint }, { $unset: { fcmToken: '' } });
        return { code: 200, message: t(ctx.locale, 'saved') };
      },
      SendPushNotification: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const actor = await loadActor(deps.users, ctx);
        if (actor.role === 'COOK') throw forbidden();
        const fields = parseInput(notification, input, ctx.locale);
        const target = await targetFor(actor, fields, ctx);
        if ('kitchenId' in target && !Types.ObjectId.isValid(target.kitchenId))
          throw badUserInput('kitchenId', t(ctx.locale, 'kitchenUnknown'));
        const result = await deps.push.send(target, { title: fields.title, body: fields.body, ...(fields.url ? { url: fields.url } : {}) });
        return { code: 200, message: t(ctx.locale, 'pushSent', { count: result.sent }), sent: result.sent, failed: result.failed };
      },
    },
  };
}
