import { gql } from '@apollo/client';

export const USER_STATUSES = ['CREATING', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'APPLIED', 'PENDING', 'REJECT'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export type Gender = 'UNKNOWN' | 'MALE' | 'FEMALE';

/** A kitchen admin or cook as the console shows them. */
export type StaffMember = {
  id: string;
  fName: string | null;
  lName: string | null;
  displayName: string | null;
  email: string;
  phone: string | null;
  userName: string | null;
  profileImage: string | null;
  status: UserStatus;
  lastLogin: string | null;
  lang: string | null;
  gender: Gender | null;
  dob: string | null;
  notes: string | null;
  accNumber: string | null;
  kitchenId: string | null;
  kitchen: { id: string; name: string } | null;
  createdAt: string | null;
  updatedAt: string | null;
};

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
export const STAFF = gql`
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

export const STAFF_MEMBER = gql`
  query AdminStaffMember($id: ID!) {
    getUserById(id: $id) {
      ...AdminStaffFields
    }
  }
  ${STAFF_FIELDS}
`;

export const DELETE_STAFF_MEMBER = gql`
  mutation AdminDeleteUser($id: ID!) {
    DeleteUser(id: $id) {
      code
      message
    }
  }
`;

/** The kitchens a person can be added to, for pickers and the list's kitchen filter. */

export { ACTIVE_KITCHENS } from '../common/kitchens';
