import { gql } from '@apollo/client';

export type BillingCycle = 'MONTHLY' | 'ANNUAL' | 'UNKNOWN';
export type PlanStatus = 'ACTIVE' | 'PAUSED';

export type Plan = {
  id: string;
  name: string;
  cooksCount: number;
  recipeCount: number;
  perCookViewRecipeCount: number;
  dishesCount: number;
  /** Per billing cycle, before discount and tax, in `currency` (euro); billing keeps whole cents. */
  price: number;
  currency: string;
  /** Percent. */
  tax: number;
  /** Percent. */
  discount: number;
  subscriptionPlan: BillingCycle;
  status: string;
  freeDemoDays: number;
  /** GB. */
  storageCapacity: number;
  showsAds: boolean;
  priceId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
};

/** What the form sends (SubscriptionPlanInput); billing checks the same rules. */
export type PlanInput = Omit<Plan, 'id' | 'currency' | 'status' | 'priceId' | 'createdAt' | 'updatedAt'> & { status: PlanStatus };

const FIELDS = gql`
  fragment AdminPlanFields on SubscriptionPlan {
    id
    name
    cooksCount
    recipeCount
    perCookViewRecipeCount
    dishesCount
    price
    currency
    tax
    discount
    subscriptionPlan
    status
    freeDemoDays
    storageCapacity
    showsAds
    priceId
    createdAt
    updatedAt
  }
`;

export const PLANS = gql`
  query AdminPlans($pageNo: Int, $sizePerPage: Int, $filters: SubscriptionPlanFilters) {
    getSubscriptionPlan(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminPlanFields
      }
    }
  }
  ${FIELDS}
`;

export const PLAN = gql`
  query AdminPlan($id: ID!) {
    getSubscriptionPlanById(id: $id) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const CREATE_PLAN = gql`
  mutation AdminCreatePlan($input: SubscriptionPlanInput!) {
    CreateSubscriptionPlan(input: $input) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_PLAN = gql`
  mutation AdminUpdatePlan($id: ID!, $input: SubscriptionPlanInput!) {
    UpdateSubscriptionPlan(id: $id, input: $input) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const DELETE_PLAN = gql`
  mutation AdminDeletePlan($id: ID!) {
    DeleteSubscriptionPlan(id: $id) {
      code
      message
    }
  }
`;
