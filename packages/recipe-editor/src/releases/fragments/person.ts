import { gql } from '@apollo/client';

/** Who saved, released or sent back a draft, and who read it. */
export const PERSON_FIELDS = gql`
  fragment ReleasePersonFields on User {
    id
    fName
    lName
    displayName
    email
  }
`;
