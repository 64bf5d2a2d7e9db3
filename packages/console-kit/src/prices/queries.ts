import { gql } from '@apollo/client';

export type UnitDimension = 'MASS' | 'VOLUME' | 'COUNT';

/** A catalog unit as prices need it: `toBase` g, ml or pieces per unit (null: converts to nothing, a bunch). */
export type PriceUnit = { id: string; name: string; code: string | null; dimension: UnitDimension; toBase: number | null };

/**
 * One purchase price of a kitchen (catalog's IngredientPrice): `packSize` of `packUnit` cost
 * `packPrice` (an exact decimal string, never a float) in `currency`, bought on `pricedOn`
 * (YYYY-MM-DD), of which `yieldPercent` is usable after trim and waste.
 */
export type IngredientPrice = {
  id: string;
  ingredientId: string;
  kitchenId: string;
  supplier: string | null;
  supplierCode: string | null;
  packDescription: string | null;
  packSize: number;
  packUnitId: string;
  packUnit: PriceUnit | null;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: number;
  createdAt: string | null;
  updatedAt: string | null;
};

/** What RecordIngredientPrice and UpdateIngredientPrice take (an update leaves out the kitchen and the ingredient). */
export type IngredientPriceInput = {
  kitchenId?: string;
  ingredientId?: string;
  supplier: string | null;
  supplierCode: string | null;
  packDescription: string | null;
  packSize: number;
  packUnitId: string;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: number;
};

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
export const INGREDIENT_PRICES = gql`
  query AdminIngredientPrices($ingredientId: ID!, $kitchenId: ID) {
    getIngredientPrices(ingredientId: $ingredientId, kitchenId: $kitchenId) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

/** The current price of each of the named ingredients the kitchen has priced (one call for a list page). */
export const CURRENT_PRICES = gql`
  query AdminCurrentPrices($ingredientIds: [ID!], $kitchenId: ID) {
    getCurrentPrices(ingredientIds: $ingredientIds, kitchenId: $kitchenId) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const RECORD_PRICE = gql`
  mutation AdminRecordIngredientPrice($input: IngredientPriceInput!) {
    RecordIngredientPrice(input: $input) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const UPDATE_PRICE = gql`
  mutation AdminUpdateIngredientPrice($id: ID!, $input: IngredientPriceInput!) {
    UpdateIngredientPrice(id: $id, input: $input) {
      ...AdminPriceFields
    }
  }
  ${PRICE_FIELDS}
`;

export const DELETE_PRICE = gql`
  mutation AdminDeleteIngredientPrice($id: ID!) {
    DeleteIngredientPrice(id: $id)
  }
`;

/** The units a pack can be in: the catalog's active ones (a few dozen; one page of the largest size holds them). */
export const PACK_UNITS = gql`
  query AdminPackUnits {
    getUnits(pageNo: 1, sizePerPage: 100, filters: { status: ACTIVE }) {
      records {
        ...AdminPriceUnitFields
      }
    }
  }
  ${UNIT_FIELDS}
`;

export type CostingSettings = { kitchenId: string; currency: string; targetFoodCostPercent: number };

/** The kitchen's costing currency (a new price's default) and target food cost %; the recipe service's. */
export const COSTING_SETTINGS = gql`
  query AdminCostingSettings($kitchenId: ID) {
    getCostingSettings(kitchenId: $kitchenId) {
      kitchenId
      currency
      targetFoodCostPercent
    }
  }
`;

export const UPDATE_COSTING_SETTINGS = gql`
  mutation AdminUpdateCostingSettings($kitchenId: ID, $input: CostingSettingsInput!) {
    UpdateCostingSettings(kitchenId: $kitchenId, input: $input) {
      kitchenId
      currency
      targetFoodCostPercent
    }
  }
`;
