import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecipeEditorCreateIngredientMutation, RecipeEditorCreateIngredientMutationVariables } from '../__generated__/graphql';
import { INGREDIENT_FIELDS } from '../recipes/fragments/recipe-menu';

/** The picker's "Add '…'": a kitchen admin's ingredient goes to their kitchen; a super admin names the recipe's. */
export type { IngredientInput as CreateIngredientInput } from '../__generated__/graphql';

export const CREATE_INGREDIENT: TypedDocumentNode<RecipeEditorCreateIngredientMutation, RecipeEditorCreateIngredientMutationVariables> =
  gql`
    mutation RecipeEditorCreateIngredient($input: IngredientInput!) {
      CreateIngredients(input: $input) {
        ...IngredientFields
      }
    }
    ${INGREDIENT_FIELDS}
  `;
