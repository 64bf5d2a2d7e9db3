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
  statementContains: { id: 'recipeEditor.statement.contains', defaultMessage: 'Contains: {allergens}' },
  statementMayContain: { id: 'recipeEditor.statement.mayContain', defaultMessage: 'May contain: {allergens}' },
  statementUnknown: { id: 'recipeEditor.statement.unknown', defaultMessage: 'Not checked: {allergens}' },
  statementFree: {
    id: 'recipeEditor.statement.free',
    defaultMessage: 'Free from all {count, plural, one {# allergen} other {# allergens}} checked',
  },
  handSet: { id: 'recipeEditor.profile.handSet', defaultMessage: 'Allergens added by the chef' },
  handSetHelp: {
    id: 'recipeEditor.profile.handSetHelp',
    defaultMessage: 'Picked by hand on top of the ingredients’ own; already counted in “Contains” above.',
  },
});
