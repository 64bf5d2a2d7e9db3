import { defineMessages } from 'react-intl';

/** The recipe and dish lists' and pages' own words (the editor's are in @brigade/recipe-editor). */
export const recipeListMessages = defineMessages({
  picture: { id: 'console.recipe.column.picture', defaultMessage: 'Picture' },
  title: { id: 'console.recipe.column.title', defaultMessage: 'Title' },
  kitchen: { id: 'console.recipe.column.kitchen', defaultMessage: 'Kitchen' },
  category: { id: 'console.recipe.column.category', defaultMessage: 'Category' },
  private: { id: 'console.recipe.column.private', defaultMessage: 'Private' },
  yes: { id: 'console.recipe.yes', defaultMessage: 'Yes' },
  no: { id: 'console.recipe.no', defaultMessage: 'No' },
  allCategories: { id: 'console.recipe.filter.allCategories', defaultMessage: 'All categories' },
  allKitchens: { id: 'console.recipe.filter.allKitchens', defaultMessage: 'All kitchens' },
  subCategory: { id: 'console.recipe.filter.subCategory', defaultMessage: 'Sub-category' },
  allSubCategories: { id: 'console.recipe.filter.allSubCategories', defaultMessage: 'All sub-categories' },
  freeOf: { id: 'console.recipe.filter.freeOf', defaultMessage: 'Free of allergens' },
  usedIn: { id: 'console.recipe.delete.usedIn', defaultMessage: 'Used in {recipes}. Delete anyway?' },
  deleteAnyway: { id: 'console.recipe.delete.anyway', defaultMessage: 'Delete anyway' },
  history: { id: 'console.recipe.history', defaultMessage: 'History' },
  /** Beside a title whose change waits for an admin's release (review on): cooks still see the released version. */
  draftWaiting: { id: 'console.recipe.draftWaiting', defaultMessage: 'Draft waiting' },
});

/** What the recipe screens call things. */
export const recipeText = defineMessages({
  list: { id: 'console.recipe.title', defaultMessage: 'Recipes' },
  create: { id: 'console.recipe.create', defaultMessage: 'New recipe' },
  edit: { id: 'console.recipe.edit', defaultMessage: 'Edit recipe' },
  view: { id: 'console.recipe.view', defaultMessage: 'Recipe' },
});

/** What the dish screens call things; SPEC.md's side menu names the list 'Menu'. */
export const dishText = defineMessages({
  list: { id: 'console.dishes.title', defaultMessage: 'Menu' },
  create: { id: 'console.dishes.create', defaultMessage: 'New dish' },
  edit: { id: 'console.dishes.edit', defaultMessage: 'Edit dish' },
  view: { id: 'console.dishes.view', defaultMessage: 'Dish' },
});
