import { defineMessages } from 'react-intl';

export const adminAllergenMessages = defineMessages({
  title: { id: 'admin.allergens.title', defaultMessage: 'Allergens' },
  create: { id: 'admin.allergens.create', defaultMessage: 'New allergen' },
  edit: { id: 'admin.allergens.edit', defaultMessage: 'Edit allergen' },
  view: { id: 'admin.allergens.view', defaultMessage: 'Allergen' },
  code: { id: 'admin.allergens.code', defaultMessage: 'Code' },
  recipeCount: { id: 'admin.allergens.recipeCount', defaultMessage: 'Used in recipes' },
  translation: { id: 'admin.allergens.translation', defaultMessage: 'Name in {language}' },
});
