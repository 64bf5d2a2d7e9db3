import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminExportPricesQuery,
  AdminExportPricesQueryVariables,
  AdminImportPricesMutation,
  AdminImportPricesMutationVariables,
  AdminPreviewPriceImportQuery,
  AdminPreviewPriceImportQueryVariables,
  AdminPriceImportMappingQuery,
  AdminPriceImportMappingQueryVariables,
  AdminPriceSuppliersQuery,
  AdminPriceSuppliersQueryVariables,
  AdminSearchImportIngredientsQuery,
  AdminSearchImportIngredientsQueryVariables,
} from '../__generated__/graphql';
import { PRICE_FIELDS } from '../prices/queries';

/** What previewPriceImport and ImportPrices take for one chunk. */
export type { PriceImportInput, PriceImportStatus } from '../__generated__/graphql';
/** One row as the catalog read, matched and compared it (null where empty or refused). */
export type PriceImportRow = G.AdminPriceImportRowFieldsFragment;
/** A cell the catalog refused: `field` is the mapping's key (packPrice, pricedOn...) or 'row'. */
export type PriceImportError = PriceImportRow['errors'][number];
export type PriceImportResult = G.AdminPreviewPriceImportQuery['previewPriceImport'];
export type ImportIngredient = G.AdminSearchImportIngredientsQuery['searchPriceImportIngredients'][number];
/** A row matched by hand: the ingredient it takes, by its line in the file. */
export type RowMatch = { id: string; name: string };
export type ExportedPrice = G.AdminExportPricesQuery['getCurrentPrices'][number];

const ROW_FIELDS = gql`
  fragment AdminPriceImportRowFields on PriceImportRow {
    rowNumber
    status
    ingredientId
    ingredient {
      id
      name
    }
    name
    supplierCode
    packSize
    packUnitId
    packUnit {
      ...AdminPriceUnitFields
    }
    packPrice
    pricedOn
    yieldPercent
    currency
    previousPackPrice
    previousPrice {
      ...AdminPriceFields
    }
    errors {
      field
      message
    }
  }
  ${PRICE_FIELDS}
`;

/** What importing a chunk would do; saves nothing. */
export const PREVIEW_PRICE_IMPORT: TypedDocumentNode<AdminPreviewPriceImportQuery, AdminPreviewPriceImportQueryVariables> = gql`
  query AdminPreviewPriceImport($input: PriceImportInput!) {
    previewPriceImport(input: $input) {
      saved
      rows {
        ...AdminPriceImportRowFields
      }
    }
  }
  ${ROW_FIELDS}
`;

/** Saves a chunk's NEW and CHANGED rows and remembers the mapping for the supplier; once per Idempotency-Key. */
export const IMPORT_PRICES: TypedDocumentNode<AdminImportPricesMutation, AdminImportPricesMutationVariables> = gql`
  mutation AdminImportPrices($input: PriceImportInput!) {
    ImportPrices(input: $input) {
      saved
      rows {
        ...AdminPriceImportRowFields
      }
    }
  }
  ${ROW_FIELDS}
`;

/** At most 20 ingredients the kitchen may match a row to (the platform's and its own), whose name contains `search`. */
export const SEARCH_IMPORT_INGREDIENTS: TypedDocumentNode<AdminSearchImportIngredientsQuery, AdminSearchImportIngredientsQueryVariables> =
  gql`
    query AdminSearchImportIngredients($kitchenId: ID, $search: String!) {
      searchPriceImportIngredients(kitchenId: $kitchenId, search: $search) {
        id
        name
        kitchenId
      }
    }
  `;

/** The columns this kitchen last imported the supplier's list with; null when none. */
export const PRICE_IMPORT_MAPPING: TypedDocumentNode<AdminPriceImportMappingQuery, AdminPriceImportMappingQueryVariables> = gql`
  query AdminPriceImportMapping($kitchenId: ID, $supplier: String!) {
    getPriceImportMapping(kitchenId: $kitchenId, supplier: $supplier) {
      supplier
      name
      supplierCode
      packDescription
      packSize
      packUnit
      packPrice
      pricedOn
      yieldPercent
      currency
      updatedAt
    }
  }
`;

/** The suppliers the kitchen's current prices name, offered when choosing one. */
export const PRICE_SUPPLIERS: TypedDocumentNode<AdminPriceSuppliersQuery, AdminPriceSuppliersQueryVariables> = gql`
  query AdminPriceSuppliers($kitchenId: ID) {
    getCurrentPrices(kitchenId: $kitchenId) {
      id
      supplier
    }
  }
`;

/** Every current price of the kitchen with its ingredient's name: the export. */
export const EXPORT_PRICES: TypedDocumentNode<AdminExportPricesQuery, AdminExportPricesQueryVariables> = gql`
  query AdminExportPrices($kitchenId: ID) {
    getCurrentPrices(kitchenId: $kitchenId) {
      ...AdminPriceFields
      ingredient {
        id
        name
      }
    }
  }
  ${PRICE_FIELDS}
`;
