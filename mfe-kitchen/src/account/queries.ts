import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DeleteOwnAccountMutation, DeleteOwnAccountMutationVariables } from '../__generated__/graphql';

export const DELETE_OWN_ACCOUNT: TypedDocumentNode<DeleteOwnAccountMutation, DeleteOwnAccountMutationVariables> = gql`
  mutation DeleteOwnAccount($id: ID!) {
    DeleteUser(id: $id) {
      code
      message
    }
  }
`;
