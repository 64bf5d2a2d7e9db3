import { notDeleted } from '@brigade/events';
import { requireUser, toObjectId, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';

/**
 * The tenant boundary for kitchens, in one place: a super admin sees every kitchen; anyone else
 * only their own (a kitchen's tenant key is its own id). Every read and write starts from here.
 */
export function visibleKitchens(ctx: RequestContext): Record<string, unknown> {
  const caller = requireUser(ctx.caller);
  if (caller.roles.includes('SUPER_ADMIN')) return { ...notDeleted };
  return { ...notDeleted, _id: toObjectId(caller.kitchenId) };
}

/** The filter for one kitchen by id inside the boundary; another kitchen's id matches nothing. */
export function oneVisibleKitchen(ctx: RequestContext, id: string): Record<string, unknown> | null {
  const asked = toObjectId(id);
  if (!asked) return null;
  const scope = visibleKitchens(ctx);
  if (scope._id !== undefined && !(scope._id instanceof Types.ObjectId && scope._id.equals(asked))) return null;
  return { ...scope, _id: asked };
}
