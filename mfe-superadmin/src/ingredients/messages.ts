import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.ingredients.title', defaultMessage: 'Ingredients' },
  create: { id: 'admin.ingredients.create', defaultMessage: 'New ingredient' },
  edit: { id: 'admin.ingredients.edit', defaultMessage: 'Edit ingredient' },
  view: { id: 'admin.ingredients.view', defaultMessage: 'Ingredient' },
  type: { id: 'admin.ingredients.type', defaultMessage: 'Type' },
  typeHint: { id: 'admin.ingredients.typeHint', defaultMessage: 'A label such as Dairy or Vegetable' },
  allergens: { id: 'admin.ingredients.allergens', defaultMessage: 'Allergens' },
  allAllergens: { id: 'admin.ingredients.allAllergens', defaultMessage: 'Any allergen' },
  recipeCount: { id: 'admin.ingredients.recipeCount', defaultMessage: 'Used in recipes' },
  forceQuestion: {
    id: 'admin.ingredients.forceQuestion',
    defaultMessage: '{reason}. Delete it anyway? Those recipes will show the ingredient as missing.',
  },
  deleteAnyway: { id: 'admin.ingredients.deleteAnyway', defaultMessage: 'Delete anyway' },
});
