import { gql } from '@apollo/client';
import type { CostingGap } from '@brigade/recipe-editor';

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

/**
 * Every dish of a kitchen with its cost, in the kitchen's order, in one request (the service serves
 * up to 1,000): a kitchen admin's own kitchen (no `kitchenId`); the super admin names one.
 */
export const MENU_COSTING = gql`
  query MenuCosting($kitchenId: ID) {
    getMenuCosting(kitchenId: $kitchenId) {
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
