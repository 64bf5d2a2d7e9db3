import { gql } from '@apollo/client';

export type CostingGap = {
  kind: string;
  recipeId: string;
  lineId: string | null;
  ingredientId: string | null;
  subRecipeId: string | null;
  message: string;
};

/** A dish's cost (recipe service): exact decimal strings; while `complete` is false, `perPortion` is a partial sum, at least that much. */
export type DishCost = {
  total: string;
  perPortion: string | null;
  currency: string;
  complete: boolean;
  missing: CostingGap[];
};

export type CostedDish = {
  id: string;
  title: string;
  categoryId: string | null;
  category: { id: string; name: string } | null;
  /** Per portion, VAT included, an exact decimal in the kitchen's costing currency. */
  sellingPrice: string | null;
  vatRate: number | null;
  /** Null unless the cost is complete and the dish has a price, a VAT rate and a yield in portions. */
  foodCostPercent: number | null;
  grossMargin: string | null;
  /** Over the kitchen's target, already so at a partial cost; null without a price. */
  overTarget: boolean | null;
  cost: DishCost | null;
};

/** Every dish of the kitchen with its cost, in the kitchen's order, in one request (the service serves up to 1,000). */
export const MENU_COSTING = gql`
  query KitchenMenuCosting {
    getMenuCosting {
      id
      title
      categoryId
      category {
        id
        name
      }
      sellingPrice
      vatRate
      foodCostPercent
      grossMargin
      overTarget
      cost {
        total
        perPortion
        currency
        complete
        missing {
          kind
          recipeId
          lineId
          ingredientId
          subRecipeId
          message
        }
      }
    }
  }
`;
