import { defineMessages } from 'react-intl';

/** The editor's and the read-only view's words; SPEC.md §5 strings verbatim. */
export const m = defineMessages({
  basics: { id: 'recipeEditor.section.basics', defaultMessage: 'Basics' },
  ingredients: { id: 'recipeEditor.section.ingredients', defaultMessage: 'Ingredients' },
  steps: { id: 'recipeEditor.section.steps', defaultMessage: 'Steps' },
  notes: { id: 'recipeEditor.section.notes', defaultMessage: 'Notes' },
  allergy: { id: 'recipeEditor.section.allergy', defaultMessage: 'Allergy' },
  utensils: { id: 'recipeEditor.section.utensils', defaultMessage: 'Utensils' },
  yield: { id: 'recipeEditor.section.yield', defaultMessage: 'Yield' },
  restrictions: { id: 'recipeEditor.section.restrictions', defaultMessage: 'Restrictions' },
  video: { id: 'recipeEditor.section.video', defaultMessage: 'Video' },

  kitchen: { id: 'recipeEditor.kitchen', defaultMessage: 'Kitchen' },
  chooseKitchen: {
    id: 'recipeEditor.kitchen.choose',
    defaultMessage: 'Choose the kitchen first: its categories, ingredients and cooks fill the form.',
  },
  kitchenRequired: { id: 'recipeEditor.kitchen.required', defaultMessage: 'Please choose a kitchen' },

  title: { id: 'recipeEditor.field.title', defaultMessage: 'Title' },
  titleRequired: { id: 'recipeEditor.field.titleRequired', defaultMessage: 'Please enter title' },
  description: { id: 'recipeEditor.field.description', defaultMessage: 'Description' },
  category: { id: 'recipeEditor.field.category', defaultMessage: 'Category' },
  subCategory: { id: 'recipeEditor.field.subCategory', defaultMessage: 'Sub Category' },
  status: { id: 'recipeEditor.field.status', defaultMessage: 'Status' },
  coverPic: { id: 'recipeEditor.field.coverPic', defaultMessage: 'Cover picture' },

  ingredient: { id: 'recipeEditor.ingredient.ingredient', defaultMessage: 'Ingredient' },
  ingredientRequired: { id: 'recipeEditor.ingredient.required', defaultMessage: 'Please select ingredient' },
  quantity: { id: 'recipeEditor.ingredient.quantity', defaultMessage: 'Quantity' },
  quantityRequired: { id: 'recipeEditor.ingredient.quantityRequired', defaultMessage: 'Please enter a quantity above 0' },
  unit: { id: 'recipeEditor.ingredient.unit', defaultMessage: 'Unit' },
  ingredientRow: { id: 'recipeEditor.ingredient.row', defaultMessage: 'Ingredient {number}' },
  addIngredient: { id: 'recipeEditor.ingredient.add', defaultMessage: 'Add ingredient' },

  step: { id: 'recipeEditor.step.heading', defaultMessage: 'Step {number}' },
  stepTitle: { id: 'recipeEditor.step.title', defaultMessage: 'Step title' },
  stepDescription: { id: 'recipeEditor.step.description', defaultMessage: 'Step description' },
  stepImage: { id: 'recipeEditor.step.image', defaultMessage: 'Step image' },
  stepVideo: { id: 'recipeEditor.step.video', defaultMessage: 'Video of step {number}' },
  addStep: { id: 'recipeEditor.step.add', defaultMessage: 'Add step' },

  moveUp: { id: 'recipeEditor.row.moveUp', defaultMessage: 'Move {item} up' },
  moveDown: { id: 'recipeEditor.row.moveDown', defaultMessage: 'Move {item} down' },
  remove: { id: 'recipeEditor.row.remove', defaultMessage: 'Remove {item}' },

  notesField: { id: 'recipeEditor.field.notes', defaultMessage: 'Notes for the cooks' },
  allergens: { id: 'recipeEditor.field.allergens', defaultMessage: 'Allergens' },
  allergensHelp: {
    id: 'recipeEditor.field.allergensHelp',
    defaultMessage: 'The allergens of the ingredients count as well; add any the ingredients do not carry.',
  },
  effectiveAllergens: { id: 'recipeEditor.field.effectiveAllergens', defaultMessage: 'Allergens with those of the ingredients' },
  utensilsField: { id: 'recipeEditor.field.utensils', defaultMessage: 'Utensils' },
  utensilsPlaceholder: { id: 'recipeEditor.field.utensilsPlaceholder', defaultMessage: 'Type a utensil and press Enter' },
  yieldValue: { id: 'recipeEditor.field.yieldValue', defaultMessage: 'Yield' },
  yieldValueInvalid: { id: 'recipeEditor.field.yieldValueInvalid', defaultMessage: 'Please enter a number above 0' },
  yieldUnit: { id: 'recipeEditor.field.yieldUnit', defaultMessage: 'Yield unit' },
  yieldUnitPlaceholder: { id: 'recipeEditor.field.yieldUnitPlaceholder', defaultMessage: 'e.g. portions' },
  isPrivate: { id: 'recipeEditor.field.isPrivate', defaultMessage: 'Private' },
  isPrivateHelp: {
    id: 'recipeEditor.field.isPrivateHelp',
    defaultMessage: "When private, only the kitchen's admins and the cooks chosen below see it.",
  },
  cooks: { id: 'recipeEditor.field.cooks', defaultMessage: 'Cooks allowed' },
  videoField: { id: 'recipeEditor.field.video', defaultMessage: 'Plating video' },

  yes: { id: 'recipeEditor.value.yes', defaultMessage: 'Yes' },
  no: { id: 'recipeEditor.value.no', defaultMessage: 'No' },
  none: { id: 'recipeEditor.value.none', defaultMessage: 'None' },
  orderSaved: { id: 'recipeEditor.order.saved', defaultMessage: 'Order saved' },
  notFound: { id: 'recipeEditor.notFound', defaultMessage: 'This record does not exist or you may not see it.' },
});
