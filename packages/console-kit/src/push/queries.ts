import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminPushFindUsersQuery,
  AdminPushFindUsersQueryVariables,
  AdminSendPushMutation,
  AdminSendPushMutationVariables,
} from '../__generated__/graphql';

export type PushResult = G.AdminSendPushMutation['SendPushNotification'];
export type UserOption = G.AdminPushFindUsersQuery['GetUsers']['records'][number];
/** A message and one audience, exactly one of `all`, `kitchenId` or `userId` (identity refuses anything else). */
export type { PushNotificationInput } from '../__generated__/graphql';

export const SEND_PUSH: TypedDocumentNode<AdminSendPushMutation, AdminSendPushMutationVariables> = gql`
  mutation AdminSendPush($input: PushNotificationInput!) {
    SendPushNotification(input: $input) {
      code
      message
      sent
      failed
    }
  }
`;

export const FIND_USERS: TypedDocumentNode<AdminPushFindUsersQuery, AdminPushFindUsersQueryVariables> = gql`
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
