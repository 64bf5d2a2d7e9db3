import {
  forbidden,
  isObjectId,
  notFound,
  page,
  requireUser,
  textSearch,
  toObjectId,
  type PageArgs,
  type RequestContext,
} from '@brigade/service-kit';
import type { QueryGetUsersArgs, UserFilters } from '../__generated__/resolvers';
import { actorFrom, canSee, loadActor, sameKitchen, userFor, visibleUsers } from '../access/actor';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { userIdArg } from './user-id';
import { toGraph } from './user.view';
import type { UserDoc } from './user.model';

const ROLE_FILTERS = {
  SUPER_ADMIN: { isSuperAdmin: true },
  ADMIN: { isAdmin: true },
  COOK: { isCook: true },
  UNKNOWN: { isSuperAdmin: false, isAdmin: false, isCook: false },
} as const;

/** The list filter a caller asked for, inside the boundary they are allowed (visibleUsers). */
function listFilter(scope: Record<string, unknown>, filters: UserFilters): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...scope };
  if (filters.role) Object.assign(filter, ROLE_FILTERS[filters.role]);
  if (filters.status) filter.status = filters.status;
  // Added beside the scope, never over it: an admin asking for another kitchen matches nothing.
  if (filters.kitchenId) filter.$and = [{ kitchenId: toObjectId(filters.kitchenId) }];
  return { ...filter, ...textSearch(filters.search, ['fName', 'lName', 'email', 'userName', 'displayName']) };
}

export function userQueries(deps: IdentityDeps) {
  const view = (u: UserDoc) => toGraph(u, deps.site);
  return {
    me: async (_: unknown, __: unknown, ctx: RequestContext) => view(await loadActor(deps.users, ctx)),

    /** What the shell needs after sign-in in one call: the user, their roles, kitchen and payment state. */
    meContext: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      const kitchenId = actor.kitchenId?.toHexString() ?? null;
      return {
        user: view(actor),
        roles: requireUser(ctx.caller).roles,
        kitchen: kitchenId ? { id: kitchenId } : null,
        hasPaymentOverDue: actor.isSuperAdmin ? false : await deps.kitchens.overdue(kitchenId),
        cookLimit: kitchenId ? await deps.kitchens.cookLimit(kitchenId) : null,
      };
    },

    GetUsers: async (_: unknown, args: PageArgs & QueryGetUsersArgs, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      const { skip, limit } = page(args);
      const filter = listFilter(visibleUsers(actor), args.filters ?? {});
      const [records, total] = await Promise.all([
        deps.users.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<UserDoc[]>(),
        deps.users.countDocuments(filter),
      ]);
      return { records: records.map((u) => userFor(actor, u, deps.site)), total };
    },

    /** Someone outside the caller's boundary reads exactly like someone who does not exist. */
    getUserById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      const user = await deps.users.findOne({ _id: userIdArg(id, 'id', ctx.locale), _deleted: { $ne: true } }).lean<UserDoc>();
      if (user && canSee(actor, user)) return view(user);
      if (actor.role === 'SUPER_ADMIN') throw notFound(t(ctx.locale, 'userNotFound'));
      throw forbidden();
    },
  };
}

/**
 * Federation: other subgraphs resolve `User` references (a kitchen's owner, a recipe's cooks) in
 * one batch per request. People of other kitchens do not resolve; people of the caller's own
 * kitchen resolve as `userFor` allows (a cook gets colleagues' cards only).
 */
export function userReference(deps: IdentityDeps) {
  return (ref: { id: string }, ctx: RequestContext) =>
    ctx
      .loader<string, ReturnType<typeof userFor> | null>('userById', async (ids) => {
        // The caller's own record comes in the same query (often they are the one referenced, as a
        // kitchen's owner): one read per request instead of two (#26).
        const caller = requireUser(ctx.caller);
        const valid = ids.filter(isObjectId);
        const wanted = isObjectId(caller.userId) ? [...new Set([...valid, caller.userId])] : valid;
        const docs = wanted.length ? await deps.users.find({ _id: { $in: wanted }, _deleted: { $ne: true } }).lean<UserDoc[]>() : [];
        const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
        const actor = actorFrom(caller, byId.get(caller.userId.toLowerCase()) ?? null);
        return ids.map((id) => {
          const doc = byId.get(id);
          const reachable = doc && (actor.role === 'SUPER_ADMIN' || actor._id.equals(doc._id) || sameKitchen(actor, doc));
          return reachable ? userFor(actor, doc, deps.site) : null;
        });
      })
      .load(ref.id);
}
