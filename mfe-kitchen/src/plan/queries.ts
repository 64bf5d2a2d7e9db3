import { gql, type TypedDocumentNode } from '@apollo/client';
import type { KitchenPlanQuery, KitchenPlanQueryVariables } from '../__generated__/graphql';

export const KITCHEN_PLAN: TypedDocumentNode<KitchenPlanQuery, KitchenPlanQueryVariables> = gql`
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
        currency
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

/** The caller's kitchen with what its plan allows and what it uses (kitchen, billing and recipe subgraphs). */
export type KitchenPlan = NonNullable<KitchenPlanQuery['getKitchenById']>;
/** What the plan allows, and its price per cycle before VAT (exact decimal text in `currency`). */
export type PlanLimits = NonNullable<KitchenPlan['activeSubscriptionPlan']>;
/** `cancelAt` is set once a cancellation is scheduled: the day the plan ends. */
export type DueDate = NonNullable<KitchenPlan['getPaymentDueDate']>;
