import { defineMessages } from 'react-intl';

export const ingredientMessages = defineMessages({
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

/** Nutrition per 100 g, the EU 1169/2011 declaration's lines and words. */
export const nutritionMessages = defineMessages({
  section: { id: 'console.ingredients.nutrition', defaultMessage: 'Nutrition per 100 g' },
  hint: {
    id: 'console.ingredients.nutritionHint',
    defaultMessage: 'All nine values or none. Leave every field empty when nobody has stated them: recipes then show the gap.',
  },
  stated: { id: 'console.ingredients.nutritionStated', defaultMessage: 'Stated' },
  notStated: { id: 'console.ingredients.nutritionNotStated', defaultMessage: 'Not stated' },
  energyKj: { id: 'console.ingredients.energyKj', defaultMessage: 'Energy (kJ)' },
  energyKcal: { id: 'console.ingredients.energyKcal', defaultMessage: 'Energy (kcal)' },
  fat: { id: 'console.ingredients.fat', defaultMessage: 'Fat (g)' },
  saturates: { id: 'console.ingredients.saturates', defaultMessage: 'of which saturates (g)' },
  carbohydrate: { id: 'console.ingredients.carbohydrate', defaultMessage: 'Carbohydrate (g)' },
  sugars: { id: 'console.ingredients.sugars', defaultMessage: 'of which sugars (g)' },
  fibre: { id: 'console.ingredients.fibre', defaultMessage: 'Fibre (g)' },
  protein: { id: 'console.ingredients.protein', defaultMessage: 'Protein (g)' },
  salt: { id: 'console.ingredients.salt', defaultMessage: 'Salt (g)' },
  kjFromKcal: { id: 'console.ingredients.kjFromKcal', defaultMessage: '{kcal} kcal is about {kj} kJ (× 4.184)' },
  range: { id: 'console.ingredients.nutrientRange', defaultMessage: 'Enter a number from 0 to {max}' },
  allOrNone: { id: 'console.ingredients.nutritionAllOrNone', defaultMessage: 'Enter all nine values, or none' },
  overParent: { id: 'console.ingredients.nutrientOverParent', defaultMessage: 'At most the {parent} value' },
  declaration: { id: 'console.ingredients.declaration', defaultMessage: 'Nutrition declaration' },
  per100g: { id: 'console.ingredients.per100g', defaultMessage: 'Per 100 g' },
  energy: { id: 'console.ingredients.energy', defaultMessage: 'Energy' },
  fatLine: { id: 'console.ingredients.fatLine', defaultMessage: 'Fat' },
  saturatesLine: { id: 'console.ingredients.saturatesLine', defaultMessage: 'of which saturates' },
  carbohydrateLine: { id: 'console.ingredients.carbohydrateLine', defaultMessage: 'Carbohydrate' },
  sugarsLine: { id: 'console.ingredients.sugarsLine', defaultMessage: 'of which sugars' },
  fibreLine: { id: 'console.ingredients.fibreLine', defaultMessage: 'Fibre' },
  proteinLine: { id: 'console.ingredients.proteinLine', defaultMessage: 'Protein' },
  saltLine: { id: 'console.ingredients.saltLine', defaultMessage: 'Salt' },
  grams: { id: 'console.ingredients.gramsValue', defaultMessage: '{value} g' },
  energyValue: { id: 'console.ingredients.energyValue', defaultMessage: '{kj} kJ / {kcal} kcal' },
});
