import { gql } from '@apollo/client';

export type KitchenOption = { id: string; name: string };

/** The active kitchens, for every kitchen picker and owner name of the console (one cache entry). */
export const ACTIVE_KITCHENS = gql`
  query AdminActiveKitchens {
    getActiveKitchen {
      id
      name
    }
  }
`;
