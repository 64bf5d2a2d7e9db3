import { defineMessages } from 'react-intl';

/** The editor's own words (its fields' help, pickers, hints and rows); SPEC.md §5 strings verbatim. */
export const editorMessages = defineMessages({
  savedAsDraft: { id: 'recipeEditor.savedAsDraft', defaultMessage: 'Saved as a draft: cooks still see version {version}' },
  saveDraft: { id: 'recipeEditor.saveDraft', defaultMessage: 'Save draft' },
  /** Beside Save: what the save changes, in the chef's words (History's note column; with review off, the cooks' notice too). */
  changeNote: { id: 'recipeEditor.changeNote', defaultMessage: 'Change note (optional)' },
  reviewOn: {
    id: 'recipeEditor.review.on',
    defaultMessage:
      'Changes are reviewed in this kitchen: saving makes a draft, and cooks keep seeing version {version} until it is released.',
  },
  editingDraft: {
    id: 'recipeEditor.review.editingDraft',
    defaultMessage: 'Editing the draft of version {draft}: cooks keep seeing version {released} until the draft is released.',
  },
  editingDraftLive: {
    id: 'recipeEditor.review.editingDraftLive',
    defaultMessage: 'Editing the draft of version {draft}. Review is off now: saving puts it live for cooks.',
  },

  kitchen: { id: 'recipeEditor.kitchen', defaultMessage: 'Kitchen' },
  chooseKitchen: {
    id: 'recipeEditor.kitchen.choose',
    defaultMessage: 'Choose the kitchen first: its categories, ingredients and cooks fill the form.',
  },
  kitchenRequired: { id: 'recipeEditor.kitchen.required', defaultMessage: 'Please choose a kitchen' },
  titleRequired: { id: 'recipeEditor.field.titleRequired', defaultMessage: 'Please enter title' },

  item: { id: 'recipeEditor.ingredient.item', defaultMessage: 'Ingredient or recipe' },
  recipesGroup: { id: 'recipeEditor.ingredient.recipesGroup', defaultMessage: 'Recipes' },
  recipeMakes: { id: 'recipeEditor.ingredient.recipeMakes', defaultMessage: 'makes {amount}' },
  recipeNoYield: { id: 'recipeEditor.ingredient.recipeNoYield', defaultMessage: 'no yield yet: give it one to use it here' },
  addNamed: { id: 'recipeEditor.ingredient.addNamed', defaultMessage: "Add ''{name}''…" },
  unitMass: { id: 'recipeEditor.unit.mass', defaultMessage: 'Mass' },
  unitVolume: { id: 'recipeEditor.unit.volume', defaultMessage: 'Volume' },
  unitCount: { id: 'recipeEditor.unit.count', defaultMessage: 'Count' },
  unitNotForRecipe: {
    id: 'recipeEditor.ingredient.unitNotForRecipe',
    defaultMessage: 'Choose a unit that converts to what {recipe} makes ({unit})',
  },
  hintGrams: { id: 'recipeEditor.hint.grams', defaultMessage: '≈ {amount} g' },
  hintNeedsDensity: { id: 'recipeEditor.hint.needsDensity', defaultMessage: 'Add a density to {ingredient} to weigh this' },
  hintNeedsPieceWeight: { id: 'recipeEditor.hint.needsPieceWeight', defaultMessage: 'Add a piece weight to {ingredient} to weigh this' },
  hintNotConvertible: { id: 'recipeEditor.hint.notConvertible', defaultMessage: 'Not convertible to grams' },
  hintShare: { id: 'recipeEditor.hint.share', defaultMessage: 'Uses {amount} of the {yield} it makes' },

  newIngredient: { id: 'recipeEditor.newIngredient.title', defaultMessage: 'New ingredient' },
  newIngredientName: { id: 'recipeEditor.newIngredient.name', defaultMessage: 'Name' },
  newIngredientNameRequired: { id: 'recipeEditor.newIngredient.nameRequired', defaultMessage: 'Please enter a name' },
  newIngredientContains: { id: 'recipeEditor.newIngredient.contains', defaultMessage: 'Contains' },
  newIngredientMayContain: { id: 'recipeEditor.newIngredient.mayContain', defaultMessage: 'May contain' },
  newIngredientFreeOfOthers: { id: 'recipeEditor.newIngredient.freeOfOthers', defaultMessage: 'Free from all the other allergens' },
  newIngredientFreeHelp: {
    id: 'recipeEditor.newIngredient.freeHelp',
    defaultMessage:
      'Not ticked: the allergens not listed above stay unknown (not checked), and every recipe using it says so. Tick only when you know.',
  },
  newIngredientDensity: { id: 'recipeEditor.newIngredient.density', defaultMessage: 'Density (g per ml)' },
  newIngredientDensityHelp: { id: 'recipeEditor.newIngredient.densityHelp', defaultMessage: 'Lets a volume of it be weighed; water is 1.' },
  newIngredientPieceWeight: { id: 'recipeEditor.newIngredient.pieceWeight', defaultMessage: 'Piece weight (g)' },
  newIngredientPieceWeightHelp: {
    id: 'recipeEditor.newIngredient.pieceWeightHelp',
    defaultMessage: 'What one piece weighs, so pieces of it can be weighed.',
  },
  newIngredientCreate: { id: 'recipeEditor.newIngredient.create', defaultMessage: 'Create ingredient' },
  ingredientRequired: { id: 'recipeEditor.ingredient.required', defaultMessage: 'Please select ingredient' },
  quantity: { id: 'recipeEditor.ingredient.quantity', defaultMessage: 'Quantity' },
  quantityRequired: { id: 'recipeEditor.ingredient.quantityRequired', defaultMessage: 'Please enter a quantity above 0' },
  unit: { id: 'recipeEditor.ingredient.unit', defaultMessage: 'Unit' },
  ingredientRow: { id: 'recipeEditor.ingredient.row', defaultMessage: 'Ingredient {number}' },
  linesKeys: {
    id: 'recipeEditor.ingredient.keys',
    defaultMessage: 'In a quantity: Enter adds a line below, ↑ and ↓ go to the line above or below.',
  },
  addIngredient: { id: 'recipeEditor.ingredient.add', defaultMessage: 'Add ingredient' },
  stepTitle: { id: 'recipeEditor.step.title', defaultMessage: 'Step title' },
  stepDescription: { id: 'recipeEditor.step.description', defaultMessage: 'Step description' },
  stepImage: { id: 'recipeEditor.step.image', defaultMessage: 'Step image' },
  addStep: { id: 'recipeEditor.step.add', defaultMessage: 'Add step' },

  moveUp: { id: 'recipeEditor.row.moveUp', defaultMessage: 'Move {item} up' },
  moveDown: { id: 'recipeEditor.row.moveDown', defaultMessage: 'Move {item} down' },
  remove: { id: 'recipeEditor.row.remove', defaultMessage: 'Remove {item}' },

  notesField: { id: 'recipeEditor.field.notes', defaultMessage: 'Notes for the cooks' },
  allergensHelp: {
    id: 'recipeEditor.field.allergensHelp',
    defaultMessage: 'The allergens of the ingredients count as well; add any the ingredients do not carry.',
  },
  utensilsField: { id: 'recipeEditor.field.utensils', defaultMessage: 'Utensils' },
  utensilsPlaceholder: { id: 'recipeEditor.field.utensilsPlaceholder', defaultMessage: 'Type a utensil and press Enter' },
  yieldValue: { id: 'recipeEditor.field.yieldValue', defaultMessage: 'Yield' },
  yieldValueInvalid: { id: 'recipeEditor.field.yieldValueInvalid', defaultMessage: 'Please enter a number above 0' },
  yieldUnit: { id: 'recipeEditor.field.yieldUnit', defaultMessage: 'Yield unit' },
  yieldUnitPlaceholder: { id: 'recipeEditor.field.yieldUnitPlaceholder', defaultMessage: 'e.g. portions' },
  yieldUnitPortions: { id: 'recipeEditor.field.yieldUnitPortions', defaultMessage: 'Portions' },
  yieldLabel: { id: 'recipeEditor.field.yieldLabel', defaultMessage: 'Portion name' },
  portions: { id: 'recipeEditor.value.portions', defaultMessage: 'portions' },
  profileHelp: {
    id: 'recipeEditor.profile.help',
    defaultMessage:
      'Worked out from the lines as they stand, sub-recipes included: a line nobody has checked for an allergen leaves the recipe not checked for it.',
  },
  scalePreview: { id: 'recipeEditor.field.scalePreview', defaultMessage: 'Scale preview' },
  scaleTo: { id: 'recipeEditor.field.scaleTo', defaultMessage: 'Scale to' },
  scaleNeedsYield: { id: 'recipeEditor.field.scaleNeedsYield', defaultMessage: 'Enter the yield to preview the recipe at another size.' },
  scaleInvalid: { id: 'recipeEditor.field.scaleInvalid', defaultMessage: 'Enter a yield above 0 to scale to.' },
  scaleNote: {
    id: 'recipeEditor.field.scaleNote',
    defaultMessage: 'Quantities times {factor}, in the units and rounding the cooks’ view uses.',
  },
  isPrivateHelp: {
    id: 'recipeEditor.field.isPrivateHelp',
    defaultMessage: "When private, only the kitchen's admins and the cooks chosen below see it.",
  },
  notFound: { id: 'recipeEditor.notFound', defaultMessage: 'This record does not exist or you may not see it.' },
});
