import { gql } from '@apollo/client';

/** Everything a recipe's editor and its read-only view show. */
const RECIPE_MENU_FIELDS = gql`
  fragment RecipeMenuFields on RecipeMenu {
    id
    title
    description
    coverPic
    video
    type
    status
    kitchenId
    categoryId
    subCategoryId
    category {
      id
      name
    }
    subCategory {
      id
      name
    }
    isPrivate
    cookIds
    cooks {
      id
      fName
      lName
      displayName
      email
    }
    utensils
    yieldValue
    yieldUnitOfMeasure
    notes
    steps {
      id
      title
      description
      image
      video
    }
    allergenIds
    allergens {
      id
      name
    }
    effectiveAllergens {
      id
      name
    }
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        id
        name
      }
      unitId
      unit {
        id
        name
      }
      quantity
      unitOfMeasure
    }
    order
    createdAt
    updatedAt
  }
`;

const RECIPE_MENU_ROW_FIELDS = gql`
  fragment RecipeMenuRowFields on RecipeMenu {
    id
    title
    coverPic
    type
    status
    kitchenId
    isPrivate
    order
    category {
      id
      name
    }
    updatedAt
  }
`;

/** A page of recipes or dishes (the `type` filter tells which). */
export const RECIPE_MENUS = gql`
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

export const RECIPE_MENU = gql`
  query RecipeMenu($id: ID!) {
    getRecipeMenuById(id: $id) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

export const CREATE_RECIPE_MENU = gql`
  mutation CreateRecipeMenu($input: CreateRecipeMenuInput!) {
    CreateRecipeMenu(input: $input) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

export const UPDATE_RECIPE_MENU = gql`
  mutation UpdateRecipeMenu($id: ID!, $input: UpdateRecipeMenuInput!) {
    UpdateRecipeMenu(id: $id, input: $input) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

export const DELETE_RECIPE_MENU = gql`
  mutation DeleteRecipeMenu($id: ID!) {
    DeleteRecipeMenu(id: $id)
  }
`;

/** The listed recipes, all of one kitchen, take positions 1..n in this order. */
export const UPDATE_RECIPE_ORDER = gql`
  mutation UpdateRecipeOrder($ids: [ID!]!) {
    UpdateRecipeOrder(ids: $ids)
  }
`;

/** One kitchen's recipes and dishes (`filters.kitchenId`) by its order: what a reorder is worked out from. */
export const RECIPE_ORDER_IDS = gql`
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
