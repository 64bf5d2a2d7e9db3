import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminUnitFieldsFragment, AdminUnitsQuery, AdminUnitsQueryVariables } from '../__generated__/graphql';

export type Unit = AdminUnitFieldsFragment;

const FIELDS = gql`
  fragment AdminUnitFields on Unit {
    id
    name
    code
    dimension
    toBase
    status
    translations {
      en
      nl
      es
      de
      fr
    }
  }
`;

/** The catalog's units, a page at a time (catalog's `getUnits`: paged, so the list stays bounded). */
export const UNITS: TypedDocumentNode<AdminUnitsQuery, AdminUnitsQueryVariables> = gql`
  query AdminUnits($pageNo: Int, $sizePerPage: Int, $filters: CatalogFilters) {
    getUnits(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) {
      total
      records {
        ...AdminUnitFields
      }
    }
  }
  ${FIELDS}
`;
