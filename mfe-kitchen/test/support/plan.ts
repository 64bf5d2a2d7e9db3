import type { MockLink } from '@apollo/client/testing';
import type { KitchenPlanQuery, KitchenPlanQueryVariables } from '../../src/__generated__/graphql';
import { KITCHEN_PLAN, type DueDate, type KitchenPlan, type PlanLimits } from '../../src/plan/queries';

export const STARTER: PlanLimits = {
  __typename: 'SubscriptionPlan',
  id: 'p-starter',
  name: 'Starter',
  cooksCount: 5,
  recipeCount: 100,
  dishesCount: 50,
  perCookViewRecipeCount: 30,
  price: '29.00',
  currency: 'EUR',
  subscriptionPlan: 'MONTHLY',
  showsAds: false,
} as PlanLimits;

export const PAID_UNTIL_DECEMBER: DueDate = {
  __typename: 'PaymentDueDate',
  dueDate: '2026-12-20T00:00:00.000Z',
  dueInDays: 28,
  isDue: false,
  isFreeTrial: false,
  shouldShowAds: false,
  cancelAt: null,
} as DueDate;

export const TRIAL: DueDate = { ...PAID_UNTIL_DECEMBER, dueInDays: 9, isFreeTrial: true, shouldShowAds: true } as DueDate;

/** Demo Kitchen on Starter: 3 of 5 cooks, 40 of 100 recipes, 12 of 50 dishes, paid until December. */
export function kitchenPlan(overrides: Partial<KitchenPlan> = {}): KitchenPlan {
  return {
    __typename: 'Kitchen',
    id: 'k1',
    name: 'Demo Kitchen',
    recipeCount: 40,
    menuItemCount: 12,
    cooksCount: 3,
    activeSubscriptionPlan: STARTER,
    getPaymentDueDate: PAID_UNTIL_DECEMBER,
    ...overrides,
  } as KitchenPlan;
}

/** The KitchenPlan query answered with `kitchen` (answers `times` calls, for screens that refetch). */
export function kitchenPlanMock(
  kitchen: KitchenPlan = kitchenPlan(),
  times = 5,
): MockLink.MockedResponse<KitchenPlanQuery, KitchenPlanQueryVariables> {
  return { request: { query: KITCHEN_PLAN, variables: { id: 'k1' } }, result: { data: { getKitchenById: kitchen } }, maxUsageCount: times };
}
