import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecipeMenuQuery, RecipeMenuQueryVariables, RecipeMenusQuery, RecipeMenusQueryVariables } from '../__generated__/graphql';
import { RECIPE_MENU_FIELDS, RECIPE_MENU_ROW_FIELDS } from './fragments/recipe-menu';

/** A page of recipes or dishes (the `type` filter tells which). */
export const RECIPE_MENUS: TypedDocumentNode<RecipeMenusQuery, RecipeMenusQueryVariables> = gql`
  query RecipeMenus($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters, $sort: RecipeMenuSort) {
    getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: $sort) {
      total
      records {
        ...RecipeMenuRowFields
      }
    }
  }
  ${RECIPE_MENU_ROW_FIELDS}
`;

export const RECIPE_MENU: TypedDocumentNode<RecipeMenuQuery, RecipeMenuQueryVariables> = gql`
  query RecipeMenu($id: ID!) {
    getRecipeMenuById(id: $id) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

export type RecipeMenuPage = RecipeMenusQuery['getRecipeMenu'];
