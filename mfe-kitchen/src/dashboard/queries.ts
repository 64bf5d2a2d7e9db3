import { gql } from '@apollo/client';

export type RecentChange = { id: string; title: string; type: 'RECIPE' | 'MENU'; updatedAt: string | null };

/** The kitchen's most recently changed recipes and dishes (the services scope it to the caller's kitchen). */
export const RECENT_CHANGES = gql`
  query KitchenRecentChanges {
    getRecipeMenu(pageNo: 1, sizePerPage: 5, sort: UPDATED_AT) {
      total
      records {
        id
        title
        type
        updatedAt
      }
    }
  }
`;

export type StorageUsage = { usedBytes: number; allowedBytes: number };

/** What the kitchen's uploads take of its plan's storage (catalog counts it; the caller's own kitchen). */
export const STORAGE_USAGE = gql`
  query KitchenStorageUsage {
    getStorageUsage {
      usedBytes
      allowedBytes
    }
  }
`;
