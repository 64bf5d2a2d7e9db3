import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCreateCookMutation,
  AdminCreateCookMutationVariables,
  AdminUpdateCookMutation,
  AdminUpdateCookMutationVariables,
} from '../__generated__/graphql';
import { defineMessages } from 'react-intl';
import { entityPaths } from '../common/paths';
import type { StaffKind } from './kind';
import { STAFF_FIELDS } from './queries';

const text = defineMessages({
  title: { id: 'console.cook.title', defaultMessage: 'Cooks' },
  create: { id: 'console.cook.create', defaultMessage: 'New cook' },
  edit: { id: 'console.cook.edit', defaultMessage: 'Edit cook' },
  view: { id: 'console.cook.view', defaultMessage: 'Cook' },
  registered: { id: 'console.cook.registered', defaultMessage: 'Cook registered successfully, please check email' },
});

const CREATE_COOK: TypedDocumentNode<AdminCreateCookMutation, AdminCreateCookMutationVariables> = gql`
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
const UPDATE_COOK: TypedDocumentNode<AdminUpdateCookMutation, AdminUpdateCookMutationVariables> = gql`
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

/** The cook screens of a console (both consoles list, register, edit and delete cooks). */
export function cookKind(base: string): StaffKind {
  return {
    role: 'COOK',
    paths: entityPaths(base, 'cook'),
    deletes: 'cook',
    text,
    create: CREATE_COOK,
    update: UPDATE_COOK,
    updateVariables: (id, changes) => ({ id, input: changes }),
    editable: 'password',
  };
}

export { CREATE_COOK, UPDATE_COOK };
