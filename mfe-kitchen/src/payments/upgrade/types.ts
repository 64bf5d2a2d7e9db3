import type {
  KitchenBuySubscriptionMutation,
  KitchenChangePlanMutation,
  KitchenPlanPeriodFragment,
  KitchenVerifyVatQuery,
} from '../../__generated__/graphql';

/** The answers of upgrade/mutations.ts, as this folder reads them. */

export type { AccountType } from '../../__generated__/graphql';

/** Bought during the free trial (`trialEndsAt`): nothing is charged before that moment (ISO), when the first payment is taken. */
export type BuyResult = KitchenBuySubscriptionMutation['createSubscriptionBuy'];
export type PriceBreakdown = BuyResult['price'];

export type VatCheck = KitchenVerifyVatQuery['verifyVatNumber'];

export type PlanPeriod = KitchenPlanPeriodFragment;

/** `status`: preview, active (changed), pending (waiting for the payment) or declined (plan unchanged). */
export type PlanChange = KitchenChangePlanMutation['updateStripeSubscriptionPlan'];
