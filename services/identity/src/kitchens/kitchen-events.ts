import { withEvents, type EventEnvelope, type KitchenEvents, type SubscriptionEvents } from '@brigade/events';
import { Types } from 'mongoose';
import type { IdentityDeps } from '../deps';
import { userUpdated } from '../users/user-events';
import type { UserDoc } from '../users/user.model';

/** What identity does with the kitchen and billing services' events (README 'Events'). */
export function kitchenEventHandlers(deps: Pick<IdentityDeps, 'users' | 'kitchens' | 'push'>) {
  return {
    KitchenCreated: async (event: EventEnvelope) => {
      const { kitchenId, ownerId } = event.payload as KitchenEvents['KitchenCreated'];
      await deps.kitchens.created(kitchenId);
      // The person who registered to open this kitchen becomes its admin.
      const owner = ownerId ? await deps.users.findOne({ _id: ownerId, kitchenId: null, isSuperAdmin: false }).lean<UserDoc>() : null;
      if (owner) {
        const after = { ...owner, kitchenId: new Types.ObjectId(kitchenId), isAdmin: true };
        await deps.users.updateOne(
          { _id: owner._id, kitchenId: null },
          { $set: { kitchenId: after.kitchenId, isAdmin: true }, ...withEvents([userUpdated(after, ['kitchenId'])]) },
        );
      }
    },
    // A deleted kitchen takes its admins, cooks and their devices with it (naturally idempotent).
    KitchenDeleted: async (event: EventEnvelope) => {
      const { kitchenId } = event.payload as KitchenEvents['KitchenDeleted'];
      await deps.kitchens.deleted(kitchenId);
      await deps.users.deleteMany({ kitchenId: new Types.ObjectId(kitchenId), isSuperAdmin: false });
      await deps.push.removeKitchen(kitchenId);
    },
    SubscriptionChanged: async (event: EventEnvelope) => {
      const state = event.payload as SubscriptionEvents['SubscriptionChanged'];
      await deps.kitchens.billing(state.kitchenId, event.occurredAt, state);
    },
  };
}
