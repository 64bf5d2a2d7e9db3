import { forbidden, parseObjectId, type RequestContext } from '@brigade/service-kit';
import { catalogActor } from '../access/scope';
import type { KitchenStorage, StorageUsage } from './quota';

/**
 * `getStorageUsage(kitchenId)`: the bytes a kitchen stores against its plan's capacity, for the
 * kitchen console. A kitchen admin reads their own kitchen's (the argument cannot widen that), a
 * super admin names one; cooks are FORBIDDEN.
 */
export function storageUsageQueries(storage: KitchenStorage) {
  return {
    getStorageUsage: async (_: unknown, args: { kitchenId?: string | null }, ctx: RequestContext): Promise<StorageUsage> => {
      const actor = catalogActor(ctx);
      if (actor.role === 'COOK') throw forbidden();
      if (actor.role === 'ADMIN') {
        if (!actor.kitchenId) throw forbidden();
        return storage.usage(actor.kitchenId.toHexString());
      }
      return storage.usage(parseObjectId(args.kitchenId, 'kitchenId', ctx.locale).toHexString());
    },
  };
}
