import { gql } from '@apollo/client';
import type { PlanLimits } from '../plan/queries';

export type BillingCycle = PlanLimits['subscriptionPlan'];
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED';

/** One charge of the kitchen; billing sends the amounts split and rounded, in euro of `currency`. */
export type Payment = {
  id: string;
  orderId: string;
  description: string;
  status: PaymentStatus;
  paid: boolean;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  paymentCycleDate: string;
  dueOn: string;
  paymentAt: string | null;
  plan: { id: string; name: string; subscriptionPlan: BillingCycle } | null;
};

/** A plan on offer, with what it allows and its price per cycle before VAT. */
export type OfferedPlan = Omit<PlanLimits, 'showsAds'> & { currency: string };

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
export const PAYMENTS = gql`
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

export const PAYMENT = gql`
  query KitchenPayment($id: ID!) {
    getPaymentById(id: $id) {
      ...KitchenPaymentFields
    }
  }
  ${PAYMENT_FIELDS}
`;

export const PLANS_ON_OFFER = gql`
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
