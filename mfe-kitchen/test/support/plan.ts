import type { MockLink } from '@apollo/client/testing';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { KITCHEN_PLAN, type DueDate, type KitchenPlan, type PlanLimits } from '../../src/plan/queries';

export const STARTER = {
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
} satisfies Answer<PlanLimits>;

export const PAID_UNTIL_DECEMBER = {
  __typename: 'PaymentDueDate',
  dueDate: '2026-12-20T00:00:00.000Z',
  dueInDays: 28,
  isDue: false,
  isFreeTrial: false,
  shouldShowAds: false,
  cancelAt: null,
} satisfies Answer<DueDate>;

export const TRIAL: Answer<DueDate> = { ...PAID_UNTIL_DECEMBER, dueInDays: 9, isFreeTrial: true, shouldShowAds: true };

/** Demo Kitchen on Starter: 3 of 5 cooks, 40 of 100 recipes, 12 of 50 dishes, paid until December. */
export function kitchenPlan(overrides: Partial<Answer<KitchenPlan>> = {}): Answer<KitchenPlan> {
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
  };
}

/** The KitchenPlan query answered with `kitchen` (answers `times` calls, for screens that refetch). */
export function kitchenPlanMock(kitchen: Answer<KitchenPlan> = kitchenPlan(), times = 5): MockLink.MockedResponse {
  return mockAnswer(KITCHEN_PLAN, { id: 'k1' }, { getKitchenById: kitchen }, { maxUsageCount: times });
}
