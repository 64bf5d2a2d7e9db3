import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  KitchenReleaseSettingsQuery,
  KitchenReleaseSettingsQueryVariables,
  KitchenSettingsFieldsFragment,
  KitchenSettingsQuery,
  KitchenSettingsQueryVariables,
  KitchenUpdateReleaseSettingsMutation,
  KitchenUpdateReleaseSettingsMutationVariables,
  UpdateKitchenSettingsMutation,
  UpdateKitchenSettingsMutationVariables,
} from '../__generated__/graphql';

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

export const KITCHEN_SETTINGS: TypedDocumentNode<KitchenSettingsQuery, KitchenSettingsQueryVariables> = gql`
  query KitchenSettings($id: ID!) {
    getKitchenById(id: $id) {
      ...KitchenSettingsFields
    }
  }
  ${SETTINGS}
`;

export const UPDATE_KITCHEN_SETTINGS: TypedDocumentNode<UpdateKitchenSettingsMutation, UpdateKitchenSettingsMutationVariables> = gql`
  mutation UpdateKitchenSettings($id: ID!, $input: UpdateKitchenInput!) {
    UpdateKitchen(id: $id, input: $input) {
      ...KitchenSettingsFields
    }
  }
  ${SETTINGS}
`;

/** Whether the kitchen's recipe changes wait for an admin's release (services/recipe README 'Releases'). */
export const RELEASE_SETTINGS: TypedDocumentNode<KitchenReleaseSettingsQuery, KitchenReleaseSettingsQueryVariables> = gql`
  query KitchenReleaseSettings {
    getReleaseSettings {
      kitchenId
      reviewChanges
    }
  }
`;

export const UPDATE_RELEASE_SETTINGS: TypedDocumentNode<
  KitchenUpdateReleaseSettingsMutation,
  KitchenUpdateReleaseSettingsMutationVariables
> = gql`
  mutation KitchenUpdateReleaseSettings($input: ReleaseSettingsInput!) {
    UpdateReleaseSettings(input: $input) {
      kitchenId
      reviewChanges
    }
  }
`;

export type KitchenSettings = KitchenSettingsFieldsFragment;
