import { gql } from '@apollo/client';
import type { CostChange, CostingPreview, CostingPreviewInput, RecipeCosting } from './types';

/*
 * Costs, prices and nutrition are for kitchen admins and super admins: a cook asking for any of
 * these fields is FORBIDDEN, so they live in their own documents, never in RECIPE_MENU.
 */

export const COSTING_GAP_FIELDS = gql`
  fragment CostingGapFields on CostingGap {
    kind
    recipeId
    lineId
    ingredientId
    subRecipeId
    message
  }
`;

export const RECIPE_COST_FIELDS = gql`
  fragment RecipeCostFields on RecipeCost {
    total
    perPortion
    perKilogram
    perLitre
    currency
    complete
    at
    missing {
      ...CostingGapFields
    }
    lines {
      lineId
      cost
      share
    }
  }
  ${COSTING_GAP_FIELDS}
`;

const NUTRIENT_FIELDS = gql`
  fragment NutrientFields on NutrientAmounts {
    energyKj
    energyKcal
    fat
    saturates
    carbohydrate
    sugars
    fibre
    protein
    salt
  }
`;

export const RECIPE_NUTRITION_FIELDS = gql`
  fragment RecipeNutritionFields on RecipeNutrition {
    per100g {
      ...NutrientFields
    }
    perPortion {
      ...NutrientFields
    }
    total {
      ...NutrientFields
    }
    grams
    complete
    missing {
      ...CostingGapFields
    }
  }
  ${NUTRIENT_FIELDS}
  ${COSTING_GAP_FIELDS}
`;

export type RecipeCostingData = { getRecipeMenuById: RecipeCosting | null };
export type RecipeCostingVariables = { id: string; at: string | null };

/** A recipe's or dish's cost (prices as on `at`, YYYY-MM-DD; null: current), its dish figures and its nutrition. */
export const RECIPE_COSTING = gql`
  query RecipeCosting($id: ID!, $at: String) {
    getRecipeMenuById(id: $id) {
      id
      type
      sellingPrice
      vatRate
      foodCostPercent
      grossMargin
      targetFoodCostPercent
      overTarget
      cost(at: $at) {
        ...RecipeCostFields
      }
      nutrition {
        ...RecipeNutritionFields
      }
    }
  }
  ${RECIPE_COST_FIELDS}
  ${RECIPE_NUTRITION_FIELDS}
`;

export type RecipeCostChangeData = { getRecipeMenuById: { id: string; costChange: CostChange | null } | null };
export type RecipeCostChangeVariables = { id: string; since: string };

/** How the cost moved since a day (YYYY-MM-DD) and the ingredients behind it: apart from RECIPE_COSTING, so another day asks only this. */
export const RECIPE_COST_CHANGE = gql`
  query RecipeCostChange($id: ID!, $since: String!) {
    getRecipeMenuById(id: $id) {
      id
      costChange(since: $since) {
        since
        before
        after
        change
        percent
        complete
        drivers {
          ingredientId
          name
          before
          after
          change
          percent
        }
      }
    }
  }
`;

export type DishPriceData = { getRecipeMenuById: { id: string; sellingPrice: string | null; vatRate: number | null } | null };

/** What the editor's price fields start from (admins only, hence apart from RECIPE_MENU). */
export const DISH_PRICE = gql`
  query RecipeEditorDishPrice($id: ID!) {
    getRecipeMenuById(id: $id) {
      id
      sellingPrice
      vatRate
    }
  }
`;

export type PreviewCostingData = { previewCosting: CostingPreview };
export type PreviewCostingVariables = { input: CostingPreviewInput };

/** Cost, nutrition and a dish's figures of the form as it stands, before saving; lines come back in the input's order. */
export const PREVIEW_COSTING = gql`
  query PreviewCosting($input: CostingPreviewInput!) {
    previewCosting(input: $input) {
      cost {
        ...RecipeCostFields
      }
      nutrition {
        ...RecipeNutritionFields
      }
      foodCostPercent
      grossMargin
      overTarget
    }
  }
  ${RECIPE_COST_FIELDS}
  ${RECIPE_NUTRITION_FIELDS}
`;
