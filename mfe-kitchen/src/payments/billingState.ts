import type { KitchenPlan } from '../plan/queries';

/**
 * Whether the kitchen pays for its plan, so another plan is a change with proration rather than
 * a purchase (services/billing/README.md 'Changing plan'). Billing takes a change only from an
 * ACTIVE subscription, which it reaches only once the provider reported an invoice paid. From
 * what the page has (useKitchenPlan): a live plan (TRIALING, ACTIVE or PAST_DUE), not a trial
 * (TRIALING) and not due (PAST_DUE and CANCELED are due) leaves ACTIVE.
 */
export function isPaying(kitchen: KitchenPlan | null): boolean {
  const due = kitchen?.getPaymentDueDate;
  return Boolean(kitchen?.activeSubscriptionPlan && due && !due.isFreeTrial && !due.isDue);
}

/**
 * A trial or paid plan can be cancelled (it ends with its period) once; a due one is paid on
 * /complete-payment instead. Once cancelled, the plan card says when it ends.
 */
export function canCancel(kitchen: KitchenPlan | null): boolean {
  const due = kitchen?.getPaymentDueDate;
  return Boolean(kitchen?.activeSubscriptionPlan && due && !due.isDue && !due.cancelAt);
}
