import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'console.ingredients.title', defaultMessage: 'Ingredients' },
  create: { id: 'console.ingredients.create', defaultMessage: 'New ingredient' },
  edit: { id: 'console.ingredients.edit', defaultMessage: 'Edit ingredient' },
  view: { id: 'console.ingredients.view', defaultMessage: 'Ingredient' },
  type: { id: 'console.ingredients.type', defaultMessage: 'Type' },
  typeHint: { id: 'console.ingredients.typeHint', defaultMessage: 'A label such as Dairy or Vegetable' },
  allergens: { id: 'console.ingredients.allergens', defaultMessage: 'Allergens' },
  allAllergens: { id: 'console.ingredients.allAllergens', defaultMessage: 'Any allergen' },
  recipeCount: { id: 'console.ingredients.recipeCount', defaultMessage: 'Used in recipes' },
  forceQuestion: {
    id: 'console.ingredients.forceQuestion',
    defaultMessage: '{reason}. Delete it anyway? Those recipes will show the ingredient as missing.',
  },
  deleteAnyway: { id: 'console.ingredients.deleteAnyway', defaultMessage: 'Delete anyway' },
});

/** How much a ml and a piece weigh: what turns a recipe's amounts into grams. */
export const conversionMessages = defineMessages({
  density: { id: 'console.ingredients.density', defaultMessage: 'Density (g/ml)' },
  densityHelp: { id: 'console.ingredients.densityHelp', defaultMessage: '1 ml weighs {grams} g' },
  pieceWeight: { id: 'console.ingredients.pieceWeight', defaultMessage: 'Piece weight (g)' },
  pieceWeightHelp: { id: 'console.ingredients.pieceWeightHelp', defaultMessage: '1 piece weighs {grams} g' },
  mustBePositive: { id: 'console.ingredients.mustBePositive', defaultMessage: 'Enter a number above 0 and up to {max}' },
  conversions: { id: 'console.ingredients.conversions', defaultMessage: 'Conversions' },
  densityValue: { id: 'console.ingredients.densityValue', defaultMessage: '{value} g/ml' },
  pieceWeightValue: { id: 'console.ingredients.pieceWeightValue', defaultMessage: '{value} g per piece' },
  ours: { id: 'console.ingredients.ours', defaultMessage: 'our kitchen' },
  kitchenConversions: { id: 'console.ingredients.kitchenConversions', defaultMessage: "Our kitchen's conversions" },
  kitchenConversionsTitle: { id: 'console.ingredients.kitchenConversionsTitle', defaultMessage: "Our kitchen's conversions: {name}" },
  kitchenConversionsHint: {
    id: 'console.ingredients.kitchenConversionsHint',
    defaultMessage:
      "This is a platform ingredient: only your kitchen's own density and piece weight can be set here. Leave a field empty to use the platform's value.",
  },
  noKitchenConversions: { id: 'console.ingredients.noKitchenConversions', defaultMessage: "None: the platform's values apply" },
});

/** What an ingredient says about each allergen. */
export const statementMessages = defineMessages({
  legend: { id: 'console.ingredients.statements', defaultMessage: 'Allergen statements' },
  hint: {
    id: 'console.ingredients.statementsHint',
    defaultMessage: 'Not checked means nobody has checked yet: that allergen is never shown as absent.',
  },
  CONTAINS: { id: 'console.ingredients.contains', defaultMessage: 'Contains' },
  MAY_CONTAIN: { id: 'console.ingredients.mayContain', defaultMessage: 'May contain' },
  FREE: { id: 'console.ingredients.freeFrom', defaultMessage: 'Free from' },
  UNKNOWN: { id: 'console.ingredients.notChecked', defaultMessage: 'Not checked' },
  mayContainLabel: { id: 'console.ingredients.mayContainLabel', defaultMessage: 'May contain:' },
  markAllFree: { id: 'console.ingredients.markAllFree', defaultMessage: 'Mark all unchecked as free from' },
  notCheckedCount: { id: 'console.ingredients.notCheckedCount', defaultMessage: '{count} not checked' },
  paused: { id: 'console.ingredients.pausedAllergen', defaultMessage: '{name} (paused)' },
});
