import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCreatePlanMutation,
  AdminCreatePlanMutationVariables,
  AdminDeletePlanMutation,
  AdminDeletePlanMutationVariables,
  AdminPlanFieldsFragment,
  AdminPlanQuery,
  AdminPlanQueryVariables,
  AdminPlansQuery,
  AdminPlansQueryVariables,
  AdminUpdatePlanMutation,
  AdminUpdatePlanMutationVariables,
} from '../__generated__/graphql';

export type { SubscriptionPlanStatus as PlanStatus } from '../__generated__/graphql';

/**
 * A plan: `price` per billing cycle, before discount and tax, in `currency` (euro; billing keeps
 * whole cents); `tax` and `discount` in percent; `storageCapacity` in GB.
 */
export type Plan = AdminPlanFieldsFragment;

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

export const PLANS: TypedDocumentNode<AdminPlansQuery, AdminPlansQueryVariables> = gql`
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

export const PLAN: TypedDocumentNode<AdminPlanQuery, AdminPlanQueryVariables> = gql`
  query AdminPlan($id: ID!) {
    getSubscriptionPlanById(id: $id) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const CREATE_PLAN: TypedDocumentNode<AdminCreatePlanMutation, AdminCreatePlanMutationVariables> = gql`
  mutation AdminCreatePlan($input: SubscriptionPlanInput!) {
    CreateSubscriptionPlan(input: $input) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const UPDATE_PLAN: TypedDocumentNode<AdminUpdatePlanMutation, AdminUpdatePlanMutationVariables> = gql`
  mutation AdminUpdatePlan($id: ID!, $input: SubscriptionPlanInput!) {
    UpdateSubscriptionPlan(id: $id, input: $input) {
      ...AdminPlanFields
    }
  }
  ${FIELDS}
`;

export const DELETE_PLAN: TypedDocumentNode<AdminDeletePlanMutation, AdminDeletePlanMutationVariables> = gql`
  mutation AdminDeletePlan($id: ID!) {
    DeleteSubscriptionPlan(id: $id) {
      code
      message
    }
  }
`;
