import { newEvent, type KitchenEvents } from '@brigade/events';
import type { KitchenDoc } from './kitchen.model';

const kitchenEvent = <K extends keyof KitchenEvents>(type: K, payload: KitchenEvents[K], kitchenId: string) =>
  newEvent(type, payload, { producer: 'kitchen', aggregateId: kitchenId, kitchenId });

export const kitchenCreated = (
  k: Pick<KitchenDoc, '_id' | 'name' | 'ownerId'>,
  firstAdmin?: KitchenEvents['KitchenCreated']['firstAdmin'],
) =>
  kitchenEvent(
    'KitchenCreated',
    { kitchenId: k._id.toHexString(), name: k.name, ownerId: k.ownerId?.toHexString() ?? null, ...(firstAdmin ? { firstAdmin } : {}) },
    k._id.toHexString(),
  );

export const kitchenDeleted = (kitchenId: string) => kitchenEvent('KitchenDeleted', { kitchenId }, kitchenId);

export const kitchenStatusChanged = (kitchenId: string, status: string) =>
  kitchenEvent('KitchenStatusChanged', { kitchenId, status }, kitchenId);
