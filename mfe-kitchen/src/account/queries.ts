import { gql } from '@apollo/client';

export const DELETE_OWN_ACCOUNT = gql`
  mutation DeleteOwnAccount($id: ID!) {
    DeleteUser(id: $id) {
      code
      message
    }
  }
`;
