import { eventHandlers, SubscriptionEvents } from '@brigade/events';
import type { KitchenStorage } from '../media/quota';

/** billing.subscription.v1: the plan's storage capacity (README 'Storage'); the newest statement by occurredAt is kept. */
export function subscriptionEventHandlers(storage: KitchenStorage) {
  return eventHandlers(SubscriptionEvents, {
    SubscriptionChanged: async (state, event) => {
      await storage.stated(state.kitchenId, event.occurredAt, state.limits.storageCapacity, state.isFreeTrial);
    },
  });
}
