import { defineMessages } from 'react-intl';

export const adminAllergenMessages = defineMessages({
  title: { id: 'admin.allergens.title', defaultMessage: 'Allergens' },
  create: { id: 'admin.allergens.create', defaultMessage: 'New allergen' },
  edit: { id: 'admin.allergens.edit', defaultMessage: 'Edit allergen' },
  view: { id: 'admin.allergens.view', defaultMessage: 'Allergen' },
  code: { id: 'admin.allergens.code', defaultMessage: 'Code' },
  recipeCount: { id: 'admin.allergens.recipeCount', defaultMessage: 'Used in recipes' },
  ingredientCount: { id: 'admin.allergens.ingredientCount', defaultMessage: 'Used in ingredients' },
  regulated: { id: 'admin.allergens.regulated', defaultMessage: 'EU regulated' },
  regulatedReason: {
    id: 'admin.allergens.regulatedReason',
    defaultMessage: 'One of the 14 allergens EU Regulation 1169/2011 requires on labels: it cannot be deleted',
  },
  dependantsIntro: { id: 'admin.allergens.dependantsIntro', defaultMessage: '{reason}. Deleting it anyway:' },
  ingredientsDependants: {
    id: 'admin.allergens.ingredientsDependants',
    defaultMessage: '{count, plural, one {# ingredient} other {# ingredients}} lose it: {names}',
  },
  recipesDependants: {
    id: 'admin.allergens.recipesDependants',
    defaultMessage: '{count, plural, one {# recipe} other {# recipes}} no longer show it: {names}',
  },
  more: { id: 'admin.allergens.more', defaultMessage: '{names} and {count} more' },
  deleteAnyway: { id: 'admin.allergens.deleteAnyway', defaultMessage: 'Delete anyway' },
  translation: { id: 'admin.allergens.translation', defaultMessage: 'Name in {language}' },
});
