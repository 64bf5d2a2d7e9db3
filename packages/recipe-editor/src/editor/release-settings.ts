import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecipeEditorReleaseSettingsQuery, RecipeEditorReleaseSettingsQueryVariables } from '../__generated__/graphql';

/**
 * Whether the kitchen reviews changes (services/recipe README 'Releases'): then a save of an existing
 * recipe is a draft, and the editor says so before it is made. A kitchen admin's own kitchen (`kitchenId`
 * null or theirs), a super admin names one; cooks are FORBIDDEN (they never open the editor).
 */
export const RELEASE_SETTINGS: TypedDocumentNode<RecipeEditorReleaseSettingsQuery, RecipeEditorReleaseSettingsQueryVariables> = gql`
  query RecipeEditorReleaseSettings($kitchenId: ID) {
    getReleaseSettings(kitchenId: $kitchenId) {
      kitchenId
      reviewChanges
    }
  }
`;
