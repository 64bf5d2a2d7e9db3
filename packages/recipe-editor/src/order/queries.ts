import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecipeOrderIdsQuery, RecipeOrderIdsQueryVariables } from '../__generated__/graphql';

/** One kitchen's recipes and dishes (`filters.kitchenId`) by its order: what a reorder is worked out from. */
export const RECIPE_ORDER_IDS: TypedDocumentNode<RecipeOrderIdsQuery, RecipeOrderIdsQueryVariables> = gql`
  query RecipeOrderIds($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters) {
    getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: ORDER) {
      total
      records {
        id
        order
      }
    }
  }
`;
