import { gql } from '@apollo/client';

export type PlanLimits = {
  id: string;
  name: string;
  cooksCount: number;
  recipeCount: number;
  dishesCount: number;
  perCookViewRecipeCount: number;
  price: number;
  subscriptionPlan: 'UNKNOWN' | 'MONTHLY' | 'ANNUAL';
  showsAds: boolean;
};

export type DueDate = {
  dueDate: string | null;
  dueInDays: number | null;
  isDue: boolean;
  isFreeTrial: boolean;
  shouldShowAds: boolean;
  /** Set once a cancellation is scheduled: the day the plan ends. */
  cancelAt: string | null;
};

/** The caller's kitchen with what its plan allows and what it uses (kitchen, billing and recipe subgraphs). */
export type KitchenPlan = {
  id: string;
  name: string;
  recipeCount: number;
  menuItemCount: number;
  cooksCount: number;
  activeSubscriptionPlan: PlanLimits | null;
  getPaymentDueDate: DueDate | null;
};

export const KITCHEN_PLAN = gql`
  query KitchenPlan($id: ID!) {
    getKitchenById(id: $id) {
      id
      name
      recipeCount
      menuItemCount
      cooksCount
      activeSubscriptionPlan {
        id
        name
        cooksCount
        recipeCount
        dishesCount
        perCookViewRecipeCount
        price
        subscriptionPlan
        showsAds
      }
      getPaymentDueDate {
        dueDate
        dueInDays
        isDue
        isFreeTrial
        shouldShowAds
        cancelAt
      }
    }
  }
`;
