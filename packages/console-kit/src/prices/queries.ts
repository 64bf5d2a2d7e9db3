import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCostingSettingsQuery,
  AdminCostingSettingsQueryVariables,
  AdminCurrentPricesQuery,
  AdminCurrentPricesQueryVariables,
  AdminDeleteIngredientPriceMutation,
  AdminDeleteIngredientPriceMutationVariables,
  AdminIngredientPricesQuery,
  AdminIngredientPricesQueryVariables,
  AdminPackUnitsQuery,
  AdminPackUnitsQueryVariables,
  AdminRecordIngredientPriceMutation,
  AdminRecordIngredientPriceMutationVariables,
  AdminUpdateCostingSettingsMutation,
  AdminUpdateCostingSettingsMutationVariables,
  AdminUpdateIngredientPriceMutation,
  AdminUpdateIngredientPriceMutationVariables,
} from '../__generated__/graphql';

export type { IngredientPriceInput, UnitDimension } from '../__generated__/graphql';
export type PriceUnit = G.AdminPriceUnitFieldsFragment;
export type IngredientPrice = G.AdminPriceFieldsFragment;
export type CostingSettings = G.AdminCostingSettingsQuery['getCostingSettings'];

const UNIT_FIELDS = gql`
  fragment AdminPriceUnitFields on Unit {
    id
    name
    code
    dimension
    toBase
  }
`;

export const PRICE_FIELDS = gql`
  fragment AdminPriceFields on IngredientPrice {
    id
    ingredientId
    kitchenId
    supplier
    supplierCode
    packDescription
    packSize
    packUnitId
    packUnit {
      ...AdminPriceUnitFields
    }
    packPrice
    currency
    pricedOn
    yieldPercent
    createdAt
    updatedAt
  }
  ${UNIT_FIELDS}
`;

/** One ingredient's price history in one kitchen, newest first (the first is current). */
export const INGREDIENT_PRICES: TypedDocumentNode<AdminIngredientPricesQuery, AdminIngredientPricesQueryVariables> = gql`
  query AdminIngredientPrices($ingredientId: ID!, $kitchenId: ID) {
    getIngredientPrices(ingredientId: $ingredientId, kitchenId: $kitchenId) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

/** The current price of each of the named ingredients the kitchen has priced (one call for a list page). */
export const CURRENT_PRICES: TypedDocumentNode<AdminCurrentPricesQuery, AdminCurrentPricesQueryVariables> = gql`
  query AdminCurrentPrices($ingredientIds: [ID!], $kitchenId: ID) {
    getCurrentPrices(ingredientIds: $ingredientIds, kitchenId: $kitchenId) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const RECORD_PRICE: TypedDocumentNode<AdminRecordIngredientPriceMutation, AdminRecordIngredientPriceMutationVariables> = gql`
  mutation AdminRecordIngredientPrice($input: IngredientPriceInput!) {
    RecordIngredientPrice(input: $input) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const UPDATE_PRICE: TypedDocumentNode<AdminUpdateIngredientPriceMutation, AdminUpdateIngredientPriceMutationVariables> = gql`
  mutation AdminUpdateIngredientPrice($id: ID!, $input: IngredientPriceInput!) {
    UpdateIngredientPrice(id: $id, input: $input) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const DELETE_PRICE: TypedDocumentNode<AdminDeleteIngredientPriceMutation, AdminDeleteIngredientPriceMutationVariables> = gql`
  mutation AdminDeleteIngredientPrice($id: ID!) {
    DeleteIngredientPrice(id: $id)
  }
`;

/** The units a pack can be in: the catalog's active ones (a few dozen; one page of the largest size holds them). */
export const PACK_UNITS: TypedDocumentNode<AdminPackUnitsQuery, AdminPackUnitsQueryVariables> = gql`
  query AdminPackUnits {
    getUnits(pageNo: 1, sizePerPage: 100, filters: { status: ACTIVE }) {
      records {
        ...AdminPriceUnitFields
      }
    }
  }
  ${UNIT_FIELDS}
`;

/** The kitchen's costing currency (a new price's default) and target food cost %; the recipe service's. */
export const COSTING_SETTINGS: TypedDocumentNode<AdminCostingSettingsQuery, AdminCostingSettingsQueryVariables> = gql`
  query AdminCostingSettings($kitchenId: ID) {
    getCostingSettings(kitchenId: $kitchenId) {
      kitchenId
      currency
      targetFoodCostPercent
    }
  }
`;

export const UPDATE_COSTING_SETTINGS: TypedDocumentNode<AdminUpdateCostingSettingsMutation, AdminUpdateCostingSettingsMutationVariables> =
  gql`
    mutation AdminUpdateCostingSettings($kitchenId: ID, $input: CostingSettingsInput!) {
      UpdateCostingSettings(kitchenId: $kitchenId, input: $input) {
        kitchenId
        currency
        targetFoodCostPercent
      }
    }
  `;
