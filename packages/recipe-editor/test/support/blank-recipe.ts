/**
 * A recipe's detail fields as RECIPE_MENU answers them for a recipe nobody has filled in yet (no
 * lines, steps, allergens or yield), for the consoles' jsdom tests: spread under what a test is about.
 */
export const BLANK_RECIPE_DETAILS = {
  description: null,
  video: null,
  subCategoryId: null,
  subCategory: null,
  cookIds: [],
  cooks: [],
  utensils: [],
  yieldValue: null,
  yieldUnitOfMeasure: null,
  yieldUnitId: null,
  yieldUnit: null,
  notes: null,
  steps: [],
  allergenIds: [],
  allergens: [],
  effectiveAllergens: [],
  mayContainAllergenIds: [],
  allergenProfile: [],
  ingredients: [],
  usedIn: [],
  createdAt: null,
};
