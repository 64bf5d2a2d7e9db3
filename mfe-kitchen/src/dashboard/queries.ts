import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  KitchenChangedByQuery,
  KitchenChangedByQueryVariables,
  KitchenRecentChangesQuery,
  KitchenRecentChangesQueryVariables,
  KitchenStorageUsageQuery,
  KitchenStorageUsageQueryVariables,
} from '../__generated__/graphql';

/** The kitchen's most recently changed recipes and dishes (the services scope it to the caller's kitchen). */
export const RECENT_CHANGES: TypedDocumentNode<KitchenRecentChangesQuery, KitchenRecentChangesQueryVariables> = gql`
  query KitchenRecentChanges {
    getRecipeMenu(pageNo: 1, sizePerPage: 5, sort: UPDATED_AT) {
      total
      records {
        id
        title
        type
        updatedAt
        updatedBy
      }
    }
  }
`;

/** Who saved a recent change: the name only (identity answers null for whom the caller may not see). */
export const CHANGED_BY: TypedDocumentNode<KitchenChangedByQuery, KitchenChangedByQueryVariables> = gql`
  query KitchenChangedBy($id: ID!) {
    getUserById(id: $id) {
      id
      fName
      lName
      displayName
      email
    }
  }
`;

/** What the kitchen's uploads take of its plan's storage (catalog counts it; the caller's own kitchen). */
export const STORAGE_USAGE: TypedDocumentNode<KitchenStorageUsageQuery, KitchenStorageUsageQueryVariables> = gql`
  query KitchenStorageUsage {
    getStorageUsage {
      usedBytes
      allowedBytes
    }
  }
`;
