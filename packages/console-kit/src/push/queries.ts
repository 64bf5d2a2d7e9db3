import { gql } from '@apollo/client';

/** Exactly one audience: everyone, one kitchen's people or one user (identity refuses anything else). */
export type PushAudience = { all: true } | { kitchenId: string } | { userId: string };
export type PushInput = { title: string; body: string; url?: string } & PushAudience;

/** `sent`: devices that took the message; `failed`: devices that refused it (gone ones are dropped). */
export type PushResult = { code: number; message: string; sent: number; failed: number };

export const SEND_PUSH = gql`
  mutation AdminSendPush($input: PushNotificationInput!) {
    SendPushNotification(input: $input) {
      code
      message
      sent
      failed
    }
  }
`;

export type UserOption = { id: string; fName: string | null; lName: string | null; email: string };

export const FIND_USERS = gql`
  query AdminPushFindUsers($pageNo: Int, $sizePerPage: Int, $filters: UserFilters) {
    GetUsers(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        id
        fName
        lName
        email
      }
    }
  }
`;
