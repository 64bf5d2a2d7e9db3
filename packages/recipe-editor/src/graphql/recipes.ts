import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateRecipeMenuMutation,
  CreateRecipeMenuMutationVariables,
  DeleteRecipeMenuMutation,
  DeleteRecipeMenuMutationVariables,
  RecipeMenuQuery,
  RecipeMenuQueryVariables,
  RecipeMenusQuery,
  RecipeMenusQueryVariables,
  RecipeOrderIdsQuery,
  RecipeOrderIdsQueryVariables,
  UpdateRecipeMenuMutation,
  UpdateRecipeMenuMutationVariables,
  UpdateRecipeOrderMutation,
  UpdateRecipeOrderMutationVariables,
} from '../__generated__/graphql';

/** A unit with what conversion needs (@brigade/units' UnitDef). */
export const UNIT_FIELDS = gql`
  fragment UnitFields on Unit {
    id
    name
    code
    dimension
    toBase
  }
`;

/** Where a recipe stands on each active allergen, and the lines each status comes from. */
export const ALLERGEN_PROFILE_FIELDS = gql`
  fragment AllergenProfileFields on AllergenStatus {
    allergen {
      id
      name
    }
    status
    via
  }
`;

/** An ingredient's allergen statements and what converts its amounts to grams. */
export const INGREDIENT_FIELDS = gql`
  fragment IngredientFields on Ingredient {
    id
    name
    density
    pieceWeight
    allergenIds
    mayContainAllergenIds
    freeFromAllergenIds
  }
`;

/** What a recipe used as a line brings: its yield (which units convert to it) and its allergens. */
export const SUB_RECIPE_FIELDS = gql`
  fragment SubRecipeFields on RecipeMenu {
    id
    title
    type
    yieldValue
    yieldUnitOfMeasure
    yieldUnit {
      ...UnitFields
    }
    allergenProfile {
      ...AllergenProfileFields
    }
  }
  ${UNIT_FIELDS}
  ${ALLERGEN_PROFILE_FIELDS}
`;

/** Everything a recipe's editor and its read-only view show. */
export const RECIPE_MENU_FIELDS = gql`
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
    yieldUnitId
    yieldUnit {
      ...UnitFields
    }
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
    mayContainAllergenIds
    allergenProfile {
      ...AllergenProfileFields
    }
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        ...IngredientFields
      }
      subRecipeId
      subRecipe {
        ...SubRecipeFields
      }
      subRecipeTitle
      unitId
      unit {
        ...UnitFields
      }
      quantity
      unitOfMeasure
      grams
      conversionProblem
    }
    usedIn {
      id
      title
      type
    }
    order
    createdAt
    updatedAt
  }
  ${INGREDIENT_FIELDS}
  ${SUB_RECIPE_FIELDS}
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

export const CREATE_RECIPE_MENU: TypedDocumentNode<CreateRecipeMenuMutation, CreateRecipeMenuMutationVariables> = gql`
  mutation CreateRecipeMenu($input: CreateRecipeMenuInput!) {
    CreateRecipeMenu(input: $input) {
      ...RecipeMenuFields
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

/** `versionNumber` and `releasedVersionNumber` differ when the save became a draft (the kitchen reviews changes). */
export const UPDATE_RECIPE_MENU: TypedDocumentNode<UpdateRecipeMenuMutation, UpdateRecipeMenuMutationVariables> = gql`
  mutation UpdateRecipeMenu($id: ID!, $input: UpdateRecipeMenuInput!) {
    UpdateRecipeMenu(id: $id, input: $input) {
      ...RecipeMenuFields
      versionNumber
      releasedVersionNumber
    }
  }
  ${RECIPE_MENU_FIELDS}
`;

/**
 * A recipe other recipes use is refused (BAD_USER_INPUT, `extensions.usedIn` [{ id, title }]) unless
 * `force`: ask without it first, and again with it once the person has seen who uses it.
 */
export const DELETE_RECIPE_MENU: TypedDocumentNode<DeleteRecipeMenuMutation, DeleteRecipeMenuMutationVariables> = gql`
  mutation DeleteRecipeMenu($id: ID!, $force: Boolean) {
    DeleteRecipeMenu(id: $id, force: $force)
  }
`;

/** The listed recipes, all of one kitchen, take positions 1..n in this order. */
export const UPDATE_RECIPE_ORDER: TypedDocumentNode<UpdateRecipeOrderMutation, UpdateRecipeOrderMutationVariables> = gql`
  mutation UpdateRecipeOrder($ids: [ID!]!) {
    UpdateRecipeOrder(ids: $ids)
  }
`;

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
