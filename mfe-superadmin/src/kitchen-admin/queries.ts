import { STAFF_FIELDS } from '@brigade/console-kit';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCreateKitchenAdminMutation,
  AdminCreateKitchenAdminMutationVariables,
  AdminUpdateKitchenAdminMutation,
  AdminUpdateKitchenAdminMutationVariables,
} from '../__generated__/graphql';

export const CREATE_KITCHEN_ADMIN: TypedDocumentNode<AdminCreateKitchenAdminMutation, AdminCreateKitchenAdminMutationVariables> = gql`
  mutation AdminCreateKitchenAdmin($input: StaffInput!) {
    CreateKitchenAdmin(input: $input) {
      code
      message
      user {
        ...AdminStaffFields
      }
    }
  }
  ${STAFF_FIELDS}
`;

/** UpdateKitchenCook refuses anyone but cooks (identity); a super admin edits an admin with UpdateUserDetails and its `id`. */
export const UPDATE_KITCHEN_ADMIN: TypedDocumentNode<AdminUpdateKitchenAdminMutation, AdminUpdateKitchenAdminMutationVariables> = gql`
  mutation AdminUpdateKitchenAdmin($input: UserDetailsInput!) {
    UpdateUserDetails(input: $input) {
      code
      message
      user {
        ...AdminStaffFields
      }
    }
  }
  ${STAFF_FIELDS}
`;
