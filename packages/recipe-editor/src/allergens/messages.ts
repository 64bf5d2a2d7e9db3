import { defineMessages } from 'react-intl';

/** The allergen groups, as the view and the editor's preview show them. */
export const allergenMessages = defineMessages({
  profileContains: { id: 'recipeEditor.profile.contains', defaultMessage: 'Contains' },
  profileMayContain: { id: 'recipeEditor.profile.mayContain', defaultMessage: 'May contain' },
  profileUnknown: { id: 'recipeEditor.profile.unknown', defaultMessage: 'Not checked' },
  profileFree: { id: 'recipeEditor.profile.free', defaultMessage: 'Free from' },
  profileFreeList: { id: 'recipeEditor.profile.freeList', defaultMessage: 'Free from: {allergens}' },
  profileVia: { id: 'recipeEditor.profile.via', defaultMessage: '{allergen} ({lines})' },
  profileEmpty: { id: 'recipeEditor.profile.empty', defaultMessage: 'No allergens to show.' },
});
