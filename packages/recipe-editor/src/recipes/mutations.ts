import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateRecipeMenuMutation,
  CreateRecipeMenuMutationVariables,
  DeleteRecipeMenuMutation,
  DeleteRecipeMenuMutationVariables,
  UpdateRecipeMenuMutation,
  UpdateRecipeMenuMutationVariables,
} from '../__generated__/graphql';
import { RECIPE_MENU_FIELDS } from './fragments/recipe-menu';

export const CREATE_RECIPE_MENU: TypedDocumentNode<CreateRecipeMenuMutation, CreateRecipeMenuMutationVariables> = gql`
  mutation CreateRecipeMenu($input: CreateRecipeMenuInput!) {
    CreateRecipeMenu(input: $input) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

/** `versionNumber` and `releasedVersionNumber` differ when the save became a draft (the kitchen reviews changes). */
export const UPDATE_RECIPE_MENU: TypedDocumentNode<UpdateRecipeMenuMutation, UpdateRecipeMenuMutationVariables> = gql`
  mutation UpdateRecipeMenu($id: ID!, $input: UpdateRecipeMenuInput!) {
    UpdateRecipeMenu(id: $id, input: $input) {
      ...RecipeMenuFields
      versionNumber
      releasedVersionNumber
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

/**
 * A recipe other recipes use is refused (BAD_USER_INPUT, `extensions.usedIn` [{ id, title }]) unless
 * `force`: ask without it first, and again with it once the person has seen who uses it.
 */
export const DELETE_RECIPE_MENU: TypedDocumentNode<DeleteRecipeMenuMutation, DeleteRecipeMenuMutationVariables> = gql`
  mutation DeleteRecipeMenu($id: ID!, $force: Boolean) {
    DeleteRecipeMenu(id: $id, force: $force)
  }
`;
