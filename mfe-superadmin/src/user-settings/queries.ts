import { gql } from '@apollo/client';

export type Profile = {
  id: string;
  fName: string | null;
  lName: string | null;
  displayName: string | null;
  userName: string | null;
  email: string;
  phone: string | null;
  profileImage: string | null;
  lang: string | null;
};

/** The UserDetailsInput fields a super admin edits about themselves: absent = unchanged, null = cleared. */
export type ProfileInput = Omit<Profile, 'id' | 'email' | 'fName' | 'lName'> & { fName: string; lName: string };

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

export const ME = gql`
  query AdminMe {
    me {
      ...AdminOwnProfile
    }
  }
  ${PROFILE}
`;

export const UPDATE_PROFILE = gql`
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

export type Cms = { id: string; privacyPolicy: string; termsCondition: string; createdAt: string | null };
export type CmsInput = Pick<Cms, 'privacyPolicy' | 'termsCondition'>;

const CMS = gql`
  fragment AdminCms on Cms {
    id
    privacyPolicy
    termsCondition
    createdAt
  }
`;

export const GET_CMS = gql`
  query AdminCms {
    GetCms {
      ...AdminCms
    }
  }
  ${CMS}
`;

/** Each save is a new version (identity keeps the old ones); GetCms answers the newest. */
export const CREATE_CMS = gql`
  mutation AdminCreateCms($input: CmsInput!) {
    CreateCms(input: $input) {
      ...AdminCms
    }
  }
  ${CMS}
`;
