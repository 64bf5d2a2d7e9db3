import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CostingGapFieldsFragment,
  NutrientFieldsFragment,
  PreviewCostingQuery,
  PreviewCostingQueryVariables,
  RecipeCostChangeQuery,
  RecipeCostChangeQueryVariables,
  RecipeCostFieldsFragment,
  RecipeCostingQuery,
  RecipeCostingQueryVariables,
  RecipeEditorDishPriceQuery,
  RecipeEditorDishPriceQueryVariables,
  RecipeNutritionFieldsFragment,
} from '../__generated__/graphql';

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

/** A recipe's or dish's cost (prices as on `at`, YYYY-MM-DD; null: current), its dish figures and its nutrition. */
export const RECIPE_COSTING: TypedDocumentNode<RecipeCostingQuery, RecipeCostingQueryVariables> = gql`
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

/** How the cost moved since a day (YYYY-MM-DD) and the ingredients behind it: apart from RECIPE_COSTING, so another day asks only this. */
export const RECIPE_COST_CHANGE: TypedDocumentNode<RecipeCostChangeQuery, RecipeCostChangeQueryVariables> = gql`
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

/** What the editor's price fields start from (admins only, hence apart from RECIPE_MENU). */
export const DISH_PRICE: TypedDocumentNode<RecipeEditorDishPriceQuery, RecipeEditorDishPriceQueryVariables> = gql`
  query RecipeEditorDishPrice($id: ID!) {
    getRecipeMenuById(id: $id) {
      id
      sellingPrice
      vatRate
    }
  }
`;

/** Cost, nutrition and a dish's figures of the form as it stands, before saving; lines come back in the input's order. */
export const PREVIEW_COSTING: TypedDocumentNode<PreviewCostingQuery, PreviewCostingQueryVariables> = gql`
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

/* Costing and nutrition (services/recipe README 'Costing', 'Nutrition'): kitchen admins and super admins only. */
export type CostingGap = CostingGapFieldsFragment;
export type RecipeCost = RecipeCostFieldsFragment;
export type LineCost = RecipeCost['lines'][number];
export type NutrientAmounts = NutrientFieldsFragment;
export type RecipeNutrition = RecipeNutritionFieldsFragment;
export type RecipeCosting = NonNullable<RecipeCostingQuery['getRecipeMenuById']>;
/** A dish's price against its cost; food cost % and margin are null unless the cost is complete and priced per portion. */
export type DishFigures = Pick<RecipeCosting, 'sellingPrice' | 'vatRate' | 'foodCostPercent' | 'grossMargin' | 'overTarget'>;
/** A dish's stored price and VAT rate (admins only: read apart from the recipe), where its price fields start from. */
export type DishPrice = Pick<NonNullable<RecipeEditorDishPriceQuery['getRecipeMenuById']>, 'sellingPrice' | 'vatRate'>;
export type CostChange = NonNullable<NonNullable<RecipeCostChangeQuery['getRecipeMenuById']>['costChange']>;
export type CostDriver = CostChange['drivers'][number];
export type CostingPreview = PreviewCostingQuery['previewCosting'];
