import type * as G from '../__generated__/graphql';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminActiveKitchensQuery, AdminActiveKitchensQueryVariables } from '../__generated__/graphql';

export type KitchenOption = G.AdminActiveKitchensQuery['getActiveKitchen'][number];

/** The active kitchens, for every kitchen picker and owner name of the console (one cache entry). */
export const ACTIVE_KITCHENS: TypedDocumentNode<AdminActiveKitchensQuery, AdminActiveKitchensQueryVariables> = gql`
  query AdminActiveKitchens {
    getActiveKitchen {
      id
      name
    }
  }
`;
