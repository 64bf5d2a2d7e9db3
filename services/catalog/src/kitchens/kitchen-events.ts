import { eventHandlers, KitchenEvents } from '@brigade/events';
import { kitchenGate, toObjectId } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import type { CatalogModels } from '../deps';
import { removeKitchenMedia } from '../media';

/**
 * kitchen.kitchen.v1: a deleted kitchen takes its own categories, sub-categories, ingredients,
 * conversions of platform ingredients, purchase prices, remembered price-list mappings and uploaded
 * media with it. No deletion events: the kitchen's recipes are deleted too, and no other
 * kitchen could file anything under them. Naturally idempotent. The kitchen's life (deleted,
 * paused) is kept for the kitchen gate, which refuses writes into it.
 */
export function kitchenEventHandlers(models: CatalogModels, connection: Connection) {
  const gate = kitchenGate(connection);
  return {
    ...gate.handlers,
    ...eventHandlers(KitchenEvents, {
      KitchenDeleted: async ({ kitchenId }, event) => {
        await gate.handlers.KitchenDeleted(event);
        const oid = toObjectId(kitchenId);
        if (!oid) return;
        await models.subCategories.deleteMany({ kitchenId: oid });
        await models.categories.deleteMany({ kitchenId: oid, isPermanent: false });
        await models.ingredients.deleteMany({ kitchenId: oid });
        await models.conversions.deleteMany({ kitchenId: oid });
        await models.prices.deleteMany({ kitchenId: oid });
        await models.priceImportMappings.deleteMany({ kitchenId: oid });
        await models.usage.deleteMany({ kitchenId: oid.toHexString() });
        await removeKitchenMedia(connection, oid.toHexString());
      },
    }),
  };
}
