import { page, requireUser, textSearch, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import { oneVisibleKitchen, visibleKitchens } from './kitchen-access';
import type { KitchenDoc } from './kitchen.model';
import { toGraph, type KitchenView } from './kitchen.view';

type KitchenFilters = { status?: string | null; search?: string | null };

export function kitchenQueries(kitchens: Model<KitchenDoc>) {
  const findOne = async (ctx: RequestContext, id: string) => {
    const filter = oneVisibleKitchen(ctx, id);
    return filter ? kitchens.findOne(filter).lean<KitchenDoc>() : null;
  };
  return {
    Query: {
      /** Active kitchens for pickers (a super admin's filters and forms); others get their own if active. */
      getActiveKitchen: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (
          await kitchens
            .find({ ...visibleKitchens(ctx), status: 'ACTIVE' })
            .sort({ order: 1, name: 1 })
            .limit(1000)
            .lean<KitchenDoc[]>()
        ).map(toGraph),

      getKitchen: async (_: unknown, args: PageArgs & { filters?: KitchenFilters | null }, ctx: RequestContext) => {
        const { skip, limit } = page(args);
        const filter: Record<string, unknown> = {
          ...visibleKitchens(ctx),
          ...textSearch(args.filters?.search, ['name', 'city', 'accNumber']),
        };
        if (args.filters?.status) filter.status = args.filters.status;
        const [records, total] = await Promise.all([
          kitchens.find(filter).sort({ order: 1, name: 1, _id: 1 }).skip(skip).limit(limit).lean<KitchenDoc[]>(),
          kitchens.countDocuments(filter),
        ]);
        return { records: records.map(toGraph), total };
      },

      /** Another kitchen's id reads as not there (null), like one that does not exist. */
      getKitchenById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const kitchen = await findOne(ctx, id);
        return kitchen ? toGraph(kitchen) : null;
      },
    },
    Kitchen: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        const caller = requireUser(ctx.caller);
        return ctx
          .loader<string, KitchenView | null>('kitchenById', async (ids) => {
            const visible = ids.filter((id) => caller.roles.includes('SUPER_ADMIN') || id === caller.kitchenId);
            const docs = await kitchens.find({ ...visibleKitchens(ctx), _id: { $in: visible } }).lean<KitchenDoc[]>();
            const byId = new Map(docs.map((d) => [d._id.toHexString(), toGraph(d)]));
            return ids.map((id) => byId.get(id) ?? null);
          })
          .load(ref.id);
      },
      owner: (kitchen: KitchenView) => (kitchen.ownerId ? { __typename: 'User', id: kitchen.ownerId } : null),
    },
  };
}
