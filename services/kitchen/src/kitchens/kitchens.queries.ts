import { isObjectId, page, requireUser, textSearch, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { QueryGetKitchenArgs } from '../__generated__/resolvers';
import type { DeletedKitchenDoc } from './deleted-kitchen';
import { oneVisibleKitchen, visibleKitchens } from './kitchen-access';
import type { KitchenDoc } from './kitchen.model';
import { deletedToGraph, toGraph, type KitchenView } from './kitchen.view';

/** An id as the services write a kitchen's (lower-case ObjectId hex): only such a reference can name a deleted kitchen. */
const writtenId = (id: string) => isObjectId(id) && id === id.toLowerCase();

export function kitchenQueries(kitchens: Model<KitchenDoc>, deletedKitchens: Model<DeletedKitchenDoc>) {
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

      getKitchen: async (_: unknown, args: PageArgs & QueryGetKitchenArgs, ctx: RequestContext) => {
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
      /**
       * Inside the same boundary as the kitchen's own reads. A kitchen that is gone still resolves,
       * as DELETED with its kept name (README 'Deleting'): records outlive their kitchen elsewhere
       * (billing's payments), and a null here would empty their non-null `name` and the whole answer.
       */
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        const caller = requireUser(ctx.caller);
        return ctx
          .loader<string, KitchenView | null>('kitchenById', async (ids) => {
            const visible = ids.filter((id) => writtenId(id) && (caller.roles.includes('SUPER_ADMIN') || id === caller.kitchenId));
            const docs = await kitchens.find({ ...visibleKitchens(ctx), _id: { $in: visible } }).lean<KitchenDoc[]>();
            const byId = new Map(docs.map((d) => [d._id.toHexString(), toGraph(d)]));
            const gone = visible.filter((id) => !byId.has(id));
            if (gone.length > 0) {
              const kept = await deletedKitchens.find({ _id: { $in: gone } }).lean<DeletedKitchenDoc[]>();
              const keptById = new Map(kept.map((d) => [d._id.toHexString(), d]));
              for (const id of gone) byId.set(id, deletedToGraph(id, keptById.get(id) ?? null));
            }
            return ids.map((id) => byId.get(id) ?? null);
          })
          .load(ref.id);
      },
      owner: (kitchen: KitchenView) => (kitchen.ownerId ? { __typename: 'User' as const, id: kitchen.ownerId } : null),
    },
  };
}
