import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminPaymentFieldsFragment,
  AdminPaymentQuery,
  AdminPaymentQueryVariables,
  AdminPaymentsQuery,
  AdminPaymentsQueryVariables,
  PaymentStatus,
} from '../__generated__/graphql';

export type { PaymentStatus } from '../__generated__/graphql';
export const PAYMENT_STATUSES = ['PAID', 'PENDING', 'FAILED', 'REFUNDED'] as const satisfies readonly PaymentStatus[];

/**
 * One charge for one billing cycle. Billing sends the amounts already split, in euro of
 * `currency`: total = subtotal − discount + tax (each rounded to the cent), so nothing is
 * computed here; `amount` is the same total and is not read. A deleted kitchen still comes, as
 * DELETED with the name it had (services/kitchen README); `user.email` is null for whoever may not
 * see that person in full.
 */
export type Payment = AdminPaymentFieldsFragment;

const FIELDS = gql`
  fragment AdminPaymentFields on Payment {
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

export const PAYMENTS: TypedDocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables> = gql`
  query AdminPayments($pageNo: Int, $sizePerPage: Int, $filters: PaymentFilters) {
    getPayments(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminPaymentFields
      }
    }
  }
  ${FIELDS}
`;

export const PAYMENT: TypedDocumentNode<AdminPaymentQuery, AdminPaymentQueryVariables> = gql`
  query AdminPayment($id: ID!) {
    getPaymentById(id: $id) {
      ...AdminPaymentFields
    }
  }
  ${FIELDS}
`;

export { ACTIVE_KITCHENS, type KitchenOption } from '@brigade/console-kit';
