import { deleteWithEvent, withEvents, type EventEnvelope } from '@brigade/events';
import { badUserInput, forbidden, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { z } from 'zod';
import type { MutationUpdateKitchenCookArgs, MutationUpdateUserDetailsArgs } from '../__generated__/resolvers';
import { canManage, canSee, loadActor, type Actor } from '../access/actor';
import { hashPassword } from '../auth/password';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { duplicateField } from './accounts';
import { tokensRevoked, userDeleted, userUpdated } from './user-events';
import { userIdArg } from './user-id';
import { mayChangeStatus, revokesTokens } from './user-status';
import { USER_STATUSES, type UserDoc } from './user.model';
import { toGraph } from './user.view';
import { businessFields, choice, optionalName, parseInput, password, passwordAvoidsEmail, personFields, vatChecked } from './validation';

/** Every field is optional: absent = unchanged, null or '' = cleared (names cannot be cleared). */
const profileChange = vatChecked(
  z
    .object({
      ...personFields,
      ...businessFields,
      displayName: optionalName(100),
      status: choice(USER_STATUSES),
      password,
    })
    .partial(),
);

type ProfileChange = z.infer<typeof profileChange>;

export function profileMutations(deps: IdentityDeps) {
  const view = (u: UserDoc) => toGraph(u, deps.site);

  /** The user an actor names, if they may manage them; otherwise FORBIDDEN, like a user that does not exist. */
  async function managedTarget(actor: Actor, id: Types.ObjectId): Promise<UserDoc> {
    if (id.equals(actor._id)) return actor;
    const target = await deps.users.findOne({ _id: id, _deleted: { $ne: true } }).lean<UserDoc>();
    if (!target || !canSee(actor, target) || !canManage(actor, target)) throw forbidden();
    return target;
  }

  /** One atomic write: the change, its UserUpdated event and, when sessions must end, the revocation. */
  async function applyChange(actor: Actor, target: UserDoc, change: ProfileChange, ctx: RequestContext): Promise<UserDoc> {
    const { password: newPassword, status, email: newEmail, ...fields } = change;
    const self = actor._id.equals(target._id);
    if (newEmail !== undefined && newEmail !== target.email && actor.role !== 'SUPER_ADMIN') throw forbidden();
    if (newPassword !== undefined && self) throw forbidden(); // one's own password changes with the current one (ChangePassword)
    if (newPassword && !passwordAvoidsEmail(newPassword, newEmail ?? target.email))
      throw badUserInput('password', t(ctx.locale, 'passwordContainsEmail'));
    if (status && status !== target.status) {
      const by = actor.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'ADMIN';
      if (self || actor.role === 'COOK' || !mayChangeStatus(by, target.status, status)) {
        throw badUserInput('status', t(ctx.locale, 'statusChange', { from: target.status, to: status }));
      }
    }
    const $set: Record<string, unknown> = { updatedBy: actor._id };
    const $unset: Record<string, ''> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (value === null) $unset[field] = '';
      else $set[field] = value;
    }
    if (newEmail !== undefined) $set.email = newEmail;
    if (status) $set.status = status;
    if (newPassword) $set.passwordHash = await hashPassword(newPassword);
    const revoke = Boolean(newPassword) || (status !== undefined && status !== null && revokesTokens(target.status, status));
    const tokenVersion = target.tokenVersion + (revoke ? 1 : 0);
    if (revoke) $set.tokenVersion = tokenVersion;
    const changed = [...Object.keys($set), ...Object.keys($unset)].filter(
      (f) => !['updatedBy', 'passwordHash', 'tokenVersion'].includes(f),
    );
    const after = { ...target, ...$set } as UserDoc;
    const events: EventEnvelope[] = [userUpdated(after, newPassword ? [...changed, 'password'] : changed)];
    if (revoke) events.push(tokensRevoked(after, tokenVersion));
    try {
      const updated = await deps.users
        .findOneAndUpdate(
          { _id: target._id, _deleted: { $ne: true } },
          { $set, ...(Object.keys($unset).length ? { $unset } : {}), ...withEvents(events) },
          { returnDocument: 'after' },
        )
        .lean<UserDoc>();
      if (!updated) throw forbidden();
      // An admin choosing the cook's password also retires the links mailed before (README 'Mailed links').
      if (newPassword) await deps.links.revokePasswordLinks(target._id.toHexString());
      return updated;
    } catch (error) {
      throw duplicateField(error, ctx.locale);
    }
  }

  return {
    UpdateUserDetails: async (_: unknown, { input }: MutationUpdateUserDetailsArgs, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      const { id, ...rest } = input;
      // Only an absent id means oneself; a blank one is a mistake, not a shortcut.
      const target = await managedTarget(actor, id === undefined || id === null ? actor._id : userIdArg(id, 'id', ctx.locale));
      const updated = await applyChange(actor, target, parseInput(profileChange, rest, ctx.locale), ctx);
      return { code: 200, message: t(ctx.locale, 'userUpdated'), user: view(updated) };
    },

    /** A kitchen admin edits, pauses, reactivates or sets a new password for one of their cooks. */
    UpdateKitchenCook: async (_: unknown, { id, input }: MutationUpdateKitchenCookArgs, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      if (actor.role === 'COOK') throw forbidden();
      const target = await managedTarget(actor, userIdArg(id, 'id', ctx.locale));
      if (!target.isCook || target._id.equals(actor._id)) throw forbidden();
      const updated = await applyChange(actor, target, parseInput(profileChange, input, ctx.locale), ctx);
      return { code: 200, message: t(ctx.locale, 'userUpdated'), user: view(updated) };
    },

    /**
     * Deleting cannot be undone. A super admin may delete anyone but themselves; a kitchen admin
     * their cooks and their own account (README: the last admin leaving closes the kitchen).
     */
    DeleteUser: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      if (actor.role === 'COOK') throw forbidden();
      const target = await managedTarget(actor, userIdArg(id, 'id', ctx.locale));
      const self = target._id.equals(actor._id);
      if (self && actor.role === 'SUPER_ADMIN') throw forbidden(t(ctx.locale, 'cannotDeleteSelf'));
      const lastAdminOfKitchen =
        target.isAdmin &&
        target.kitchenId !== null &&
        (await deps.users.countDocuments({
          kitchenId: target.kitchenId,
          isAdmin: true,
          _deleted: { $ne: true },
          _id: { $ne: target._id },
        })) === 0;
      const freeCookPlace = target.isCook && target.kitchenId ? await deps.kitchens.freeingCook(target.kitchenId.toHexString()) : null;
      if (!(await deleteWithEvent(deps.users, target._id, userDeleted(target, lastAdminOfKitchen)))) throw forbidden();
      await freeCookPlace?.();
      await Promise.all([deps.push.removeUser(target._id.toHexString()), deps.links.revokeAll(target._id.toHexString())]);
      return { code: 200, message: t(ctx.locale, 'userDeleted') };
    },
  };
}
