import { forbidden, isObjectId, requireUser, unauthenticated, type RequestContext, type SignedInCaller } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { UserDoc } from '../users/user.model';
import { toCard, toGraph, type SiteLinks } from '../users/user.view';

/** The signed-in person as identity's own records say now (not as their token said hours ago). */
export type Actor = UserDoc & { role: 'SUPER_ADMIN' | 'ADMIN' | 'COOK' };

/**
 * Every identity resolver that acts for someone starts here: a token whose user is gone, whose
 * version was bumped (password change, pause) or whose user is no longer ACTIVE is refused, even
 * if the gateway has not heard of the revocation yet.
 */
export async function loadActor(users: Model<UserDoc>, ctx: RequestContext): Promise<Actor> {
  const caller = requireUser(ctx.caller);
  const user = isObjectId(caller.userId) ? await users.findOne({ _id: caller.userId, _deleted: { $ne: true } }).lean<UserDoc>() : null;
  return actorFrom(caller, user);
}

/** loadActor's check on a record already read (null: no such user, or deleted). */
export function actorFrom(caller: Pick<SignedInCaller, 'tokenVersion'>, user: UserDoc | null): Actor {
  if (!user || user.tokenVersion !== caller.tokenVersion || user.status !== 'ACTIVE') throw unauthenticated();
  const role = user.isSuperAdmin ? 'SUPER_ADMIN' : user.isAdmin ? 'ADMIN' : 'COOK';
  return { ...user, role };
}

export const sameKitchen = (actor: Actor, target: Pick<UserDoc, 'kitchenId'>) =>
  actor.kitchenId !== null && target.kitchenId !== null && actor.kitchenId.equals(target.kitchenId);

/**
 * Who may see whom (README 'Access'): super admin everyone; kitchen admin the people of their
 * own kitchen; a cook only themselves.
 */
export function canSee(actor: Actor, target: UserDoc): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (actor._id.equals(target._id)) return true;
  return actor.role === 'ADMIN' && sameKitchen(actor, target) && !target.isSuperAdmin;
}

/**
 * A user as this actor may read them, wherever the User is reached (a query, or another
 * subgraph's reference such as a kitchen's owner or a recipe's cooks): in full when canSee, else
 * the card (names and picture).
 */
export function userFor(actor: Actor, target: UserDoc, links: SiteLinks) {
  return canSee(actor, target) ? toGraph(target, links) : toCard(target, links);
}

/** Who may change or delete whom: super admin anyone; kitchen admin themselves and their own cooks; a cook only themselves. */
export function canManage(actor: Actor, target: UserDoc): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (actor._id.equals(target._id)) return true;
  return actor.role === 'ADMIN' && sameKitchen(actor, target) && target.isCook && !target.isAdmin && !target.isSuperAdmin;
}

/** The filter every user list goes through: the tenant boundary lives here, not in each resolver. */
export function visibleUsers(actor: Actor): Record<string, unknown> {
  if (actor.role === 'SUPER_ADMIN') return { _deleted: { $ne: true } };
  if (actor.role === 'ADMIN' && actor.kitchenId) return { _deleted: { $ne: true }, kitchenId: actor.kitchenId, isSuperAdmin: false };
  throw forbidden();
}

export function requireActorRole(actor: Actor, ...roles: Actor['role'][]): void {
  if (actor.role !== 'SUPER_ADMIN' && !roles.includes(actor.role)) throw forbidden();
}
