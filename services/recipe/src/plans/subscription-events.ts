import { eventHandlers, SubscriptionEvents } from '@brigade/events';
import type { KitchenPlans } from './kitchen-plans';

/** billing.subscription.v1: every event states the whole subscription; the newest by occurredAt is kept. */
export function subscriptionEventHandlers(plans: KitchenPlans) {
  return eventHandlers(SubscriptionEvents, {
    SubscriptionChanged: async (state, event) => {
      await plans.stated(state.kitchenId, event.occurredAt, state.limits, state.overdue);
    },
  });
}
