import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCmsFragment,
  AdminCmsQuery,
  AdminCmsQueryVariables,
  AdminCreateCmsMutation,
  AdminCreateCmsMutationVariables,
  AdminMeQuery,
  AdminMeQueryVariables,
  AdminOwnProfileFragment,
  AdminUpdateOwnProfileMutation,
  AdminUpdateOwnProfileMutationVariables,
} from '../__generated__/graphql';

/** The super admin's own details; `email` is null only for whoever may not see a person in full. */
export type Profile = AdminOwnProfileFragment;

const PROFILE = gql`
  fragment AdminOwnProfile on User {
    id
    fName
    lName
    displayName
    userName
    email
    phone
    profileImage
    lang
  }
`;

export const ME: TypedDocumentNode<AdminMeQuery, AdminMeQueryVariables> = gql`
  query AdminMe {
    me {
      ...AdminOwnProfile
    }
  }
  ${PROFILE}
`;

export const UPDATE_PROFILE: TypedDocumentNode<AdminUpdateOwnProfileMutation, AdminUpdateOwnProfileMutationVariables> = gql`
  mutation AdminUpdateOwnProfile($input: UserDetailsInput!) {
    UpdateUserDetails(input: $input) {
      code
      message
      user {
        ...AdminOwnProfile
      }
    }
  }
  ${PROFILE}
`;

export type Cms = AdminCmsFragment;
export type { CmsInput } from '../__generated__/graphql';

const CMS = gql`
  fragment AdminCms on Cms {
    id
    privacyPolicy
    termsCondition
    createdAt
  }
`;

export const GET_CMS: TypedDocumentNode<AdminCmsQuery, AdminCmsQueryVariables> = gql`
  query AdminCms {
    GetCms {
      ...AdminCms
    }
  }
  ${CMS}
`;

/** Each save is a new version (identity keeps the old ones); GetCms answers the newest. */
export const CREATE_CMS: TypedDocumentNode<AdminCreateCmsMutation, AdminCreateCmsMutationVariables> = gql`
  mutation AdminCreateCms($input: CmsInput!) {
    CreateCms(input: $input) {
      ...AdminCms
    }
  }
  ${CMS}
`;
