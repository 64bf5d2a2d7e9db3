import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  KitchenPaymentFieldsFragment,
  KitchenPaymentQuery,
  KitchenPaymentQueryVariables,
  KitchenPaymentsQuery,
  KitchenPaymentsQueryVariables,
  KitchenPlansOnOfferQuery,
  KitchenPlansOnOfferQueryVariables,
} from '../__generated__/graphql';

const PAYMENT_FIELDS = gql`
  fragment KitchenPaymentFields on Payment {
    id
    orderId
    description
    status
    paid
    subtotal
    discount
    tax
    total
    currency
    paymentCycleDate
    dueOn
    paymentAt
    plan {
      id
      name
      subscriptionPlan
    }
  }
`;

/** The caller's kitchen's payments, newest first (billing scopes a kitchen admin to their own kitchen). */
export const PAYMENTS: TypedDocumentNode<KitchenPaymentsQuery, KitchenPaymentsQueryVariables> = gql`
  query KitchenPayments($pageNo: Int, $sizePerPage: Int) {
    getPayments(pageNo: $pageNo, sizePerPage: $sizePerPage) {
      total
      records {
        ...KitchenPaymentFields
      }
    }
  }
  ${PAYMENT_FIELDS}
`;

export const PAYMENT: TypedDocumentNode<KitchenPaymentQuery, KitchenPaymentQueryVariables> = gql`
  query KitchenPayment($id: ID!) {
    getPaymentById(id: $id) {
      ...KitchenPaymentFields
    }
  }
  ${PAYMENT_FIELDS}
`;

export const PLANS_ON_OFFER: TypedDocumentNode<KitchenPlansOnOfferQuery, KitchenPlansOnOfferQueryVariables> = gql`
  query KitchenPlansOnOffer {
    getActiveSubscriptionPlan {
      id
      name
      cooksCount
      recipeCount
      dishesCount
      perCookViewRecipeCount
      price
      currency
      subscriptionPlan
    }
  }
`;

export type { PaymentStatus, SubscriptionPlanType as BillingCycle } from '../__generated__/graphql';

/** One charge of the kitchen; billing sends the amounts split and rounded, in euro of `currency`. */
export type Payment = KitchenPaymentFieldsFragment;

/** A plan on offer, with what it allows and its price per cycle before VAT. */
export type OfferedPlan = KitchenPlansOnOfferQuery['getActiveSubscriptionPlan'][number];
