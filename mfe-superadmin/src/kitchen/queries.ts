import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCheckEmailMutation,
  AdminCheckEmailMutationVariables,
  AdminCreateKitchenMutation,
  AdminCreateKitchenMutationVariables,
  AdminDeleteKitchenMutation,
  AdminDeleteKitchenMutationVariables,
  AdminKitchenDetailsFragment,
  AdminKitchenOrderQuery,
  AdminKitchenOrderQueryVariables,
  AdminKitchenQuery,
  AdminKitchenQueryVariables,
  AdminKitchenRowFragment,
  AdminKitchensQuery,
  AdminKitchensQueryVariables,
  AdminUpdateKitchenMutation,
  AdminUpdateKitchenMutationVariables,
  AdminUpdateKitchenOrderMutation,
  AdminUpdateKitchenOrderMutationVariables,
} from '../__generated__/graphql';

export type { KitchenStatus } from '../__generated__/graphql';

/**
 * One row of the list: the kitchen with the owner, plan, counters and due date billing and identity
 * add (`getPaymentDueDate.cancelAt` is set while a cancellation is scheduled: the day it ends).
 */
export type KitchenRow = AdminKitchenRowFragment;

/** Everything the view and the edit form show. */
export type Kitchen = AdminKitchenDetailsFragment;

const ROW = gql`
  fragment AdminKitchenRow on Kitchen {
    id
    name
    status
    coverPic
    accNumber
    cooksCount
    recipeCount
    menuItemCount
    owner {
      id
      fName
      lName
      email
    }
    activeSubscriptionPlan {
      id
      name
      subscriptionPlan
    }
    getPaymentDueDate {
      dueDate
      dueInDays
      isDue
      isFreeTrial
      cancelAt
    }
  }
`;

const DETAILS = gql`
  fragment AdminKitchenDetails on Kitchen {
    ...AdminKitchenRow
    description
    logo
    theme
    isDark
    line1
    line2
    city
    state
    postal_code
    country
    subscriptionPlan {
      id
      name
      subscriptionPlan
    }
    lastPayment {
      id
      total
      currency
      paymentAt
      status
    }
    createdAt
    updatedAt
  }
  ${ROW}
`;

export const KITCHENS: TypedDocumentNode<AdminKitchensQuery, AdminKitchensQueryVariables> = gql`
  query AdminKitchens($pageNo: Int, $sizePerPage: Int, $filters: KitchenFilters) {
    getKitchen(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminKitchenRow
      }
    }
  }
  ${ROW}
`;

/** One page of every kitchen's id in the stored order, to place a reordered page within the whole order. */
export const KITCHEN_ORDER: TypedDocumentNode<AdminKitchenOrderQuery, AdminKitchenOrderQueryVariables> = gql`
  query AdminKitchenOrder($pageNo: Int, $sizePerPage: Int) {
    getKitchen(pageNo: $pageNo, sizePerPage: $sizePerPage) {
      total
      records {
        id
      }
    }
  }
`;

export const KITCHEN: TypedDocumentNode<AdminKitchenQuery, AdminKitchenQueryVariables> = gql`
  query AdminKitchen($id: ID!) {
    getKitchenById(id: $id) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const CREATE_KITCHEN: TypedDocumentNode<AdminCreateKitchenMutation, AdminCreateKitchenMutationVariables> = gql`
  mutation AdminCreateKitchen($input: CreateKitchenInput!) {
    CreateKitchen(input: $input) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const UPDATE_KITCHEN: TypedDocumentNode<AdminUpdateKitchenMutation, AdminUpdateKitchenMutationVariables> = gql`
  mutation AdminUpdateKitchen($id: ID!, $input: UpdateKitchenInput!) {
    UpdateKitchen(id: $id, input: $input) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const UPDATE_KITCHEN_ORDER: TypedDocumentNode<AdminUpdateKitchenOrderMutation, AdminUpdateKitchenOrderMutationVariables> = gql`
  mutation AdminUpdateKitchenOrder($ids: [ID!]!) {
    UpdateKitchenOrder(ids: $ids)
  }
`;

export const DELETE_KITCHEN: TypedDocumentNode<AdminDeleteKitchenMutation, AdminDeleteKitchenMutationVariables> = gql`
  mutation AdminDeleteKitchen($id: ID!) {
    DeleteKitchen(id: $id)
  }
`;

/** Whether an e-mail is free: a first admin whose e-mail is taken would leave the kitchen waiting (kitchen README). */
export const CHECK_EMAIL: TypedDocumentNode<AdminCheckEmailMutation, AdminCheckEmailMutationVariables> = gql`
  mutation AdminCheckEmail($email: String!) {
    CheckEmail(email: $email) {
      code
      message
    }
  }
`;
