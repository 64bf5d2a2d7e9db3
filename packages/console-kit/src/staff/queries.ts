import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminDeleteUserMutation,
  AdminDeleteUserMutationVariables,
  AdminStaffMemberQuery,
  AdminStaffMemberQueryVariables,
  AdminStaffQuery,
  AdminStaffQueryVariables,
} from '../__generated__/graphql';

export type { Gender, UserStatus } from '../__generated__/graphql';
/** A kitchen admin or cook as the console shows them; `email` is null for whoever may not see them in full. */
export type StaffMember = G.AdminStaffFieldsFragment;

export const USER_STATUSES = ['CREATING', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'APPLIED', 'PENDING', 'REJECT'] as const;

export const STAFF_FIELDS = gql`
  fragment AdminStaffFields on User {
    id
    fName
    lName
    displayName
    email
    phone
    userName
    profileImage
    status
    lastLogin
    lang
    gender
    dob
    notes
    accNumber
    kitchenId
    kitchen {
      id
      name
    }
    createdAt
    updatedAt
  }
`;

/** GetUsers, with `filters.role` choosing kitchen admins (ADMIN) or cooks (COOK). */
export const STAFF: TypedDocumentNode<AdminStaffQuery, AdminStaffQueryVariables> = gql`
  query AdminStaff($pageNo: Int, $sizePerPage: Int, $filters: UserFilters) {
    GetUsers(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminStaffFields
      }
    }
  }
  ${STAFF_FIELDS}
`;

export const STAFF_MEMBER: TypedDocumentNode<AdminStaffMemberQuery, AdminStaffMemberQueryVariables> = gql`
  query AdminStaffMember($id: ID!) {
    getUserById(id: $id) {
      ...AdminStaffFields
    }
  }
  ${STAFF_FIELDS}
`;

export const DELETE_STAFF_MEMBER: TypedDocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables> = gql`
  mutation AdminDeleteUser($id: ID!) {
    DeleteUser(id: $id) {
      code
      message
    }
  }
`;

/** The kitchens a person can be added to, for pickers and the list's kitchen filter. */

export { ACTIVE_KITCHENS } from '../common/kitchens';
