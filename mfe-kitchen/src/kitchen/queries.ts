import { gql } from '@apollo/client';

/** What the kitchen admin edits about their kitchen; the answer refreshes the shell's name and theme through the cache. */
const SETTINGS = gql`
  fragment KitchenSettingsFields on Kitchen {
    id
    name
    description
    coverPic
    logo
    theme
    isDark
    line1
    line2
    city
    state
    postal_code
    country
  }
`;

export type KitchenSettings = {
  id: string;
  name: string;
  description: string | null;
  coverPic: string | null;
  logo: string | null;
  theme: string | null;
  isDark: boolean;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
};

export const KITCHEN_SETTINGS = gql`
  query KitchenSettings($id: ID!) {
    getKitchenById(id: $id) {
      ...KitchenSettingsFields
    }
  }
  ${SETTINGS}
`;

export const UPDATE_KITCHEN_SETTINGS = gql`
  mutation UpdateKitchenSettings($id: ID!, $input: UpdateKitchenInput!) {
    UpdateKitchen(id: $id, input: $input) {
      ...KitchenSettingsFields
    }
  }
  ${SETTINGS}
`;

export type ReleaseSettings = { kitchenId: string; reviewChanges: boolean };

/** Whether the kitchen's recipe changes wait for an admin's release (services/recipe README 'Releases'). */
export const RELEASE_SETTINGS = gql`
  query KitchenReleaseSettings {
    getReleaseSettings {
      kitchenId
      reviewChanges
    }
  }
`;

export const UPDATE_RELEASE_SETTINGS = gql`
  mutation KitchenUpdateReleaseSettings($input: ReleaseSettingsInput!) {
    UpdateReleaseSettings(input: $input) {
      kitchenId
      reviewChanges
    }
  }
`;
