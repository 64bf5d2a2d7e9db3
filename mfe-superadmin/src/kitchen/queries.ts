import { gql } from '@apollo/client';

export const KITCHEN_STATUSES = ['CREATING', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'APPLIED', 'PENDING', 'REJECT'] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

type Plan = { id: string; name: string; subscriptionPlan: 'UNKNOWN' | 'MONTHLY' | 'ANNUAL' };

/** One row of the list: the kitchen with the owner, plan, counters and due date billing and identity add. */
export type KitchenRow = {
  id: string;
  name: string;
  status: KitchenStatus;
  coverPic: string | null;
  accNumber: string;
  cooksCount: number;
  recipeCount: number;
  menuItemCount: number;
  owner: { id: string; fName: string | null; lName: string | null; email: string } | null;
  activeSubscriptionPlan: Plan | null;
  getPaymentDueDate: {
    dueDate: string | null;
    dueInDays: number | null;
    isDue: boolean;
    isFreeTrial: boolean;
    /** Set while a cancellation is scheduled: the day the subscription ends. */
    cancelAt: string | null;
  } | null;
};

/** Everything the view and the edit form show. */
export type Kitchen = KitchenRow & {
  description: string | null;
  logo: string | null;
  theme: string | null;
  isDark: boolean;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  subscriptionPlan: Plan | null;
  lastPayment: { id: string; total: number; currency: string; paymentAt: string | null; status: string } | null;
  createdAt: string | null;
  updatedAt: string | null;
};

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

export const KITCHENS = gql`
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
export const KITCHEN_ORDER = gql`
  query AdminKitchenOrder($pageNo: Int, $sizePerPage: Int) {
    getKitchen(pageNo: $pageNo, sizePerPage: $sizePerPage) {
      total
      records {
        id
      }
    }
  }
`;

export const KITCHEN = gql`
  query AdminKitchen($id: ID!) {
    getKitchenById(id: $id) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const CREATE_KITCHEN = gql`
  mutation AdminCreateKitchen($input: CreateKitchenInput!) {
    CreateKitchen(input: $input) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const UPDATE_KITCHEN = gql`
  mutation AdminUpdateKitchen($id: ID!, $input: UpdateKitchenInput!) {
    UpdateKitchen(id: $id, input: $input) {
      ...AdminKitchenDetails
    }
  }
  ${DETAILS}
`;

export const UPDATE_KITCHEN_ORDER = gql`
  mutation AdminUpdateKitchenOrder($ids: [ID!]!) {
    UpdateKitchenOrder(ids: $ids)
  }
`;

export const DELETE_KITCHEN = gql`
  mutation AdminDeleteKitchen($id: ID!) {
    DeleteKitchen(id: $id)
  }
`;

/** Whether an e-mail is free: a first admin whose e-mail is taken would leave the kitchen waiting (kitchen README). */
export const CHECK_EMAIL = gql`
  mutation AdminCheckEmail($email: String!) {
    CheckEmail(email: $email) {
      code
      message
    }
  }
`;
