import { deleteWithEvent, newEvent, notDeleted, type KitchenEvents } from '@brigade/events';
import { notFound, requireRole, tenantFilter, type RequestContext } from '@brigade/service-kit';
import { isValidObjectId, type Model } from 'mongoose';
import type { KitchenDoc } from './kitchen.model';

function toGraph(k: KitchenDoc) {
  return {
    id: k._id.toHexString(),
    name: k.name,
    description: k.description ?? null,
    status: k.status,
    ownerId: k.ownerId?.toHexString() ?? null,
  };
}

type KitchenView = ReturnType<typeof toGraph>;

export function kitchenResolvers(kitchens: Model<KitchenDoc>) {
  // Every read goes through the caller's tenant filter: another kitchen's id reads as "not there".
  // A kitchen's tenant key is its own id, so the filter is a check on the id, not a merged field
  // (merging { _id: own } over { _id: asked } would answer with the caller's kitchen instead).
  const findVisible = (ctx: RequestContext, id: string) => {
    const { kitchenId } = tenantFilter(ctx.caller);
    if (!isValidObjectId(id) || (kitchenId !== undefined && kitchenId !== id)) return null;
    return kitchens.findOne({ _id: id, ...notDeleted }).lean<KitchenDoc>();
  };
  return {
    Query: {
      getKitchenById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const kitchen = await findVisible(ctx, id);
        return kitchen ? toGraph(kitchen) : null;
      },
    },
    Mutation: {
      DeleteKitchen: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        requireRole(ctx.caller); // super admins only
        if (!isValidObjectId(id)) throw notFound('Kitchen not found');
        const payload: KitchenEvents['KitchenDeleted'] = { kitchenId: id };
        const event = newEvent('KitchenDeleted', payload, { producer: 'kitchen', aggregateId: id, kitchenId: id });
        // The deletion and its event are one document write; the relay removes the row once published.
        if (!(await deleteWithEvent(kitchens, id, event))) throw notFound('Kitchen not found');
        return true;
      },
    },
    Kitchen: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        const kitchen = await findVisible(ctx, ref.id);
        return kitchen ? toGraph(kitchen) : null;
      },
      owner: (kitchen: KitchenView) => (kitchen.ownerId ? { __typename: 'User', id: kitchen.ownerId } : null),
    },
  };
}
