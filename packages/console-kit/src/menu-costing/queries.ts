import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MenuCostingQuery, MenuCostingQueryVariables } from '../__generated__/graphql';

export type CostedDish = G.MenuCostingQuery['getMenuCosting'][number];
/** A dish's cost: exact decimal strings; while `complete` is false, `perPortion` is a partial sum, at least that much. */
export type DishCost = NonNullable<CostedDish['cost']>;

/**
 * Every dish of a kitchen with its cost, in the kitchen's order, in one request (the service serves
 * up to 1,000): a kitchen admin's own kitchen (no `kitchenId`); the super admin names one.
 */
export const MENU_COSTING: TypedDocumentNode<MenuCostingQuery, MenuCostingQueryVariables> = gql`
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
