import { gql } from '@apollo/client';
import type { BillingCycle } from '../subscriptionplan/queries';

export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED';
export const PAYMENT_STATUSES: PaymentStatus[] = ['PAID', 'PENDING', 'FAILED', 'REFUNDED'];

/**
 * One charge for one billing cycle. Billing sends the amounts already split, in euro of
 * `currency`: total = subtotal − discount + tax (each rounded to the cent), so nothing is
 * computed here; `amount` is the same total and is not read.
 */
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
  paymentId: string | null;
  subscriptionId: string | null;
  createdAt: string | null;
  /** A deleted kitchen still comes, as DELETED with the name it had (services/kitchen README). */
  kitchen: { id: string; name: string; status: string };
  plan: { id: string; name: string; subscriptionPlan: BillingCycle } | null;
  user: { id: string; fName: string | null; lName: string | null; email: string } | null;
};

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

export const PAYMENTS = gql`
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

export const PAYMENT = gql`
  query AdminPayment($id: ID!) {
    getPaymentById(id: $id) {
      ...AdminPaymentFields
    }
  }
  ${FIELDS}
`;

export { ACTIVE_KITCHENS, type KitchenOption } from '@brigade/console-kit';
