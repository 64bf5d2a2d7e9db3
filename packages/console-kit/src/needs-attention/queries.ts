import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AttentionIngredientQuery,
  AttentionIngredientQueryVariables,
  NeedsAttentionQuery,
  NeedsAttentionQueryVariables,
} from '../__generated__/graphql';

export type { CostingArea } from '../__generated__/graphql';
/** One thing to fix, once however many figures it leaves incomplete (recipe service's getNeedsAttention). */
export type AttentionItem = G.NeedsAttentionQuery['getNeedsAttention'][number];
export type AttentionRecipe = AttentionItem['recipes'][number];

/**
 * A kitchen's 'Needs attention' list: a kitchen admin's own (no `kitchenId`; the page and the
 * dashboard card read the same one); the super admin names one.
 */
export const NEEDS_ATTENTION: TypedDocumentNode<NeedsAttentionQuery, NeedsAttentionQueryVariables> = gql`
  query NeedsAttention($kitchenId: ID) {
    getNeedsAttention(kitchenId: $kitchenId) {
      area
      kind
      recipeId
      lineId
      ingredientId
      subRecipeId
      message
      recipeCount
      recipes {
        id
        title
        type
      }
    }
  }
`;

/** Whether an ingredient is the kitchen's own (edited whole) or the platform's (the kitchen states only its conversions). */
export const ATTENTION_INGREDIENT: TypedDocumentNode<AttentionIngredientQuery, AttentionIngredientQueryVariables> = gql`
  query AttentionIngredient($id: ID!) {
    getIngredientsById(id: $id) {
      id
      kitchenId
      canEdit
    }
  }
`;
