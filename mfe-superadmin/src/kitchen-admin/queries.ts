import { STAFF_FIELDS } from '@brigade/console-kit';
import { gql } from '@apollo/client';

export const CREATE_KITCHEN_ADMIN = gql`
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
export const UPDATE_KITCHEN_ADMIN = gql`
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
