import { badUserInput, forbidden, type RequestContext } from '@brigade/service-kit';
import { OBJECT_ID, catalogActor } from '../access/scope';
import { t } from '../i18n/messages';
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
      if (!args.kitchenId || !OBJECT_ID.test(args.kitchenId)) throw badUserInput('kitchenId', t(ctx.locale, 'idInvalid'));
      return storage.usage(args.kitchenId.toLowerCase());
    },
  };
}
