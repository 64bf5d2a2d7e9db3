import type { EventEnvelope, SubscriptionEvents } from '@brigade/events';
import type { KitchenPlans } from './kitchen-plans';

/** billing.subscription.v1: every event states the whole subscription; the newest by occurredAt is kept. */
export function subscriptionEventHandlers(plans: KitchenPlans) {
  return {
    SubscriptionChanged: async (event: EventEnvelope) => {
      const state = event.payload as SubscriptionEvents['SubscriptionChanged'];
      await plans.stated(state.kitchenId, event.occurredAt, state.limits, state.overdue);
    },
  };
}
