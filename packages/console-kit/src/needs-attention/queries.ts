import { gql } from '@apollo/client';
import type { CostingGapKind } from '@brigade/recipe-editor';

export type CostingArea = 'COST' | 'NUTRITION';

export type AttentionRecipe = { id: string; title: string; type: 'RECIPE' | 'MENU' };

/** One thing to fix, once however many figures it leaves incomplete (recipe service's getNeedsAttention). */
export type AttentionItem = {
  area: CostingArea;
  kind: CostingGapKind;
  /** The recipe whose line it is. */
  recipeId: string;
  lineId: string | null;
  ingredientId: string | null;
  subRecipeId: string | null;
  /** In the person's language: 'Béarnaise: Butter has no price'. */
  message: string;
  /** How many of the kitchen's recipes and dishes it leaves incomplete, through sub-recipes too. */
  recipeCount: number;
  /** The first ten of them, in the kitchen's order. */
  recipes: AttentionRecipe[];
};

/**
 * A kitchen's 'Needs attention' list: a kitchen admin's own (no `kitchenId`; the page and the
 * dashboard card read the same one); the super admin names one.
 */
export const NEEDS_ATTENTION = gql`
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
export const ATTENTION_INGREDIENT = gql`
  query AttentionIngredient($id: ID!) {
    getIngredientsById(id: $id) {
      id
      kitchenId
      canEdit
    }
  }
`;
