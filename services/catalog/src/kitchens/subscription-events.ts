import type { EventEnvelope, SubscriptionEvents } from '@brigade/events';
import type { KitchenStorage } from '../media/quota';

/** billing.subscription.v1: the plan's storage capacity (README 'Storage'); the newest statement by occurredAt is kept. */
export function subscriptionEventHandlers(storage: KitchenStorage) {
  return {
    SubscriptionChanged: async (event: EventEnvelope) => {
      const state = event.payload as SubscriptionEvents['SubscriptionChanged'];
      await storage.stated(state.kitchenId, event.occurredAt, state.limits.storageCapacity, state.isFreeTrial);
    },
  };
}
