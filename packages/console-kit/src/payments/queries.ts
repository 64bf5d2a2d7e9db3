import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PaymentFieldsFragment,
  PaymentQuery,
  PaymentQueryVariables,
  PaymentsQuery,
  PaymentsQueryVariables,
  PaymentStatus,
} from '../__generated__/graphql';

export type { PaymentStatus } from '../__generated__/graphql';
export const PAYMENT_STATUSES = ['PAID', 'PENDING', 'FAILED', 'REFUNDED'] as const satisfies readonly PaymentStatus[];

/**
 * One charge for one billing cycle, as both consoles show it. Billing sends the amounts already
 * split, as exact decimal text in `currency` ("35.09"): total = subtotal − discount + tax (each
 * rounded to the cent), so nothing is computed here. A deleted kitchen still comes, as DELETED with
 * the name it had (services/kitchen README); `user.email` is null for whoever may not see that
 * person in full.
 */
export type Payment = PaymentFieldsFragment;

/** What the super admin's list narrows payments by (a kitchen admin's are always their own kitchen's). */
export type PaymentFilters = NonNullable<PaymentsQueryVariables['filters']>;

const PAYMENT_FIELDS = gql`
  fragment PaymentFields on Payment {
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
    paymentId
    subscriptionId
    createdAt
    kitchen {
      id
      name
      status
    }
    plan {
      id
      name
      subscriptionPlan
    }
    user {
      id
      fName
      lName
      email
    }
  }
`;

/** Payments, newest first: every kitchen's for the super admin (by kitchen and status), the caller's kitchen's for a kitchen admin. */
export const PAYMENTS: TypedDocumentNode<PaymentsQuery, PaymentsQueryVariables> = gql`
  query Payments($pageNo: Int, $sizePerPage: Int, $filters: PaymentFilters) {
    getPayments(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...PaymentFields
      }
    }
  }
  ${PAYMENT_FIELDS}
`;

/** One payment; billing answers another kitchen's or a missing one as FORBIDDEN. */
export const PAYMENT: TypedDocumentNode<PaymentQuery, PaymentQueryVariables> = gql`
  query Payment($id: ID!) {
    getPaymentById(id: $id) {
      ...PaymentFields
    }
  }
  ${PAYMENT_FIELDS}
`;
