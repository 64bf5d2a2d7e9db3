import { defineMessages } from 'react-intl';

/** A recipe's words, the same in the editor and the read-only view; SPEC.md §5 strings verbatim. */
export const recipeMessages = defineMessages({
  basics: { id: 'recipeEditor.section.basics', defaultMessage: 'Basics' },
  ingredients: { id: 'recipeEditor.section.ingredients', defaultMessage: 'Ingredients' },
  steps: { id: 'recipeEditor.section.steps', defaultMessage: 'Steps' },
  notes: { id: 'recipeEditor.section.notes', defaultMessage: 'Notes' },
  allergy: { id: 'recipeEditor.section.allergy', defaultMessage: 'Allergy' },
  utensils: { id: 'recipeEditor.section.utensils', defaultMessage: 'Utensils' },
  yield: { id: 'recipeEditor.section.yield', defaultMessage: 'Yield' },
  restrictions: { id: 'recipeEditor.section.restrictions', defaultMessage: 'Restrictions' },
  video: { id: 'recipeEditor.section.video', defaultMessage: 'Video' },

  title: { id: 'recipeEditor.field.title', defaultMessage: 'Title' },
  description: { id: 'recipeEditor.field.description', defaultMessage: 'Description' },
  category: { id: 'recipeEditor.field.category', defaultMessage: 'Category' },
  subCategory: { id: 'recipeEditor.field.subCategory', defaultMessage: 'Sub Category' },
  status: { id: 'recipeEditor.field.status', defaultMessage: 'Status' },
  coverPic: { id: 'recipeEditor.field.coverPic', defaultMessage: 'Cover picture' },

  step: { id: 'recipeEditor.step.heading', defaultMessage: 'Step {number}' },
  stepVideo: { id: 'recipeEditor.step.video', defaultMessage: 'Video of step {number}' },
  allergens: { id: 'recipeEditor.field.allergens', defaultMessage: 'Allergens' },
  profile: { id: 'recipeEditor.profile.heading', defaultMessage: 'Allergens of the whole recipe' },
  isPrivate: { id: 'recipeEditor.field.isPrivate', defaultMessage: 'Private' },
  cooks: { id: 'recipeEditor.field.cooks', defaultMessage: 'Cooks allowed' },
  videoField: { id: 'recipeEditor.field.video', defaultMessage: 'Plating video' },

  yes: { id: 'recipeEditor.value.yes', defaultMessage: 'Yes' },
  no: { id: 'recipeEditor.value.no', defaultMessage: 'No' },
  none: { id: 'recipeEditor.value.none', defaultMessage: 'None' },
  usedIn: { id: 'recipeEditor.view.usedIn', defaultMessage: 'Used in' },
  summary: { id: 'recipeEditor.view.summary', defaultMessage: 'At a glance' },
  summaryAllergens: { id: 'recipeEditor.view.summaryAllergens', defaultMessage: 'Allergens' },
  about: { id: 'recipeEditor.view.about', defaultMessage: 'About this recipe' },
  noLines: { id: 'recipeEditor.view.noLines', defaultMessage: 'No ingredients yet.' },
  noSteps: { id: 'recipeEditor.view.noSteps', defaultMessage: 'No steps yet.' },
  everyCook: { id: 'recipeEditor.view.everyCook', defaultMessage: 'Every cook of the kitchen' },
  subRecipe: { id: 'recipeEditor.view.subRecipe', defaultMessage: 'recipe' },
  notShared: { id: 'recipeEditor.view.notShared', defaultMessage: 'not shared with you' },
});
