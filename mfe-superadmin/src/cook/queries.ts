import { gql } from '@apollo/client';
import { STAFF_FIELDS } from './staff/queries';

export const CREATE_COOK = gql`
  mutation AdminCreateCook($input: StaffInput!) {
    CreateKitchenCook(input: $input) {
      code
      message
      user {
        ...AdminStaffFields
      }
    }
  }
  ${STAFF_FIELDS}
`;

/** Identity's call for editing a cook (KitchenCookInput), which can also set a new password; UpdateUserDetails cannot. */
export const UPDATE_COOK = gql`
  mutation AdminUpdateCook($id: ID!, $input: KitchenCookInput!) {
    UpdateKitchenCook(id: $id, input: $input) {
      code
      message
      user {
        ...AdminStaffFields
      }
    }
  }
  ${STAFF_FIELDS}
`;
