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
