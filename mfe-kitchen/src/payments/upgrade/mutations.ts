import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  KitchenBuySubscriptionMutation,
  KitchenBuySubscriptionMutationVariables,
  KitchenCancelSubscriptionMutation,
  KitchenCancelSubscriptionMutationVariables,
  KitchenChangePlanMutation,
  KitchenChangePlanMutationVariables,
  KitchenCheckPaymentMutation,
  KitchenCheckPaymentMutationVariables,
  KitchenPayWithTestCardMutation,
  KitchenPayWithTestCardMutationVariables,
  KitchenVerifyVatQuery,
  KitchenVerifyVatQueryVariables,
} from '../../__generated__/graphql';

/** Opens the first payment of a plan: the price breakdown is the upcoming invoice, the secret pays it. */
export const BUY_SUBSCRIPTION: TypedDocumentNode<KitchenBuySubscriptionMutation, KitchenBuySubscriptionMutationVariables> = gql`
  mutation KitchenBuySubscription($input: SubscriptionBuyInput!) {
    createSubscriptionBuy(input: $input) {
      msg
      trialEndsAt
      provider
      publishable_key
      client_secret
      price {
        subtotal
        discount
        tax
        total
        taxPercent
        reverseCharge
        currency
      }
      payment {
        id
        orderId
      }
    }
  }
`;

export const VERIFY_VAT: TypedDocumentNode<KitchenVerifyVatQuery, KitchenVerifyVatQueryVariables> = gql`
  query KitchenVerifyVat($input: VatNumberInput!) {
    verifyVatNumber(input: $input) {
      msg
      data {
        valid
        status
      }
      company {
        country_code
        company_name
        company_address
        vat_number
      }
    }
  }
`;

/** The embedded provider's card form; billing answers a declined card with BAD_USER_INPUT on cardNumber. */
export const PAY_WITH_TEST_CARD: TypedDocumentNode<KitchenPayWithTestCardMutation, KitchenPayWithTestCardMutationVariables> = gql`
  mutation KitchenPayWithTestCard($clientSecret: String!, $cardNumber: String!) {
    payWithTestCard(clientSecret: $clientSecret, cardNumber: $cardNumber) {
      id
      status
      paid
    }
  }
`;

/** After Stripe confirmed in the browser: billing asks Stripe at once instead of waiting for the webhook. */
export const CHECK_PAYMENT: TypedDocumentNode<KitchenCheckPaymentMutation, KitchenCheckPaymentMutationVariables> = gql`
  mutation KitchenCheckPayment($id: ID!) {
    CheckAndUpdatePayment(id: $id) {
      id
      status
      paid
    }
  }
`;

const PLAN_PERIOD = gql`
  fragment KitchenPlanPeriod on PlanPeriod {
    id
    name
    subscriptionPlan
    amount
    periodStart
    periodEnd
  }
`;

export const CHANGE_PLAN: TypedDocumentNode<KitchenChangePlanMutation, KitchenChangePlanMutationVariables> = gql`
  mutation KitchenChangePlan($subscriptionPlanId: ID!, $preview: Boolean, $prorationDate: String) {
    updateStripeSubscriptionPlan(subscriptionPlanId: $subscriptionPlanId, preview: $preview, prorationDate: $prorationDate) {
      msg
      status
      currentPlan {
        ...KitchenPlanPeriod
      }
      newPlan {
        ...KitchenPlanPeriod
      }
      invoice {
        prorationDate
        subtotal
        tax
        total
        amountDue
        currency
        lines {
          description
          amount
          periodStart
          periodEnd
        }
      }
      payment {
        id
        orderId
        total
        currency
        status
        clientSecret
      }
    }
  }
  ${PLAN_PERIOD}
`;

export const CANCEL_SUBSCRIPTION: TypedDocumentNode<KitchenCancelSubscriptionMutation, KitchenCancelSubscriptionMutationVariables> = gql`
  mutation KitchenCancelSubscription {
    createSubscriptionCancel {
      code
      msg
      cancelAt
    }
  }
`;
