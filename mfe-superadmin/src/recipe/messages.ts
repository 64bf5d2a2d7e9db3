import { defineMessages } from 'react-intl';

/** The recipe and dish lists' and pages' own words (the editor's are in @brigade/recipe-editor). */
export const m = defineMessages({
  picture: { id: 'admin.recipe.column.picture', defaultMessage: 'Picture' },
  title: { id: 'admin.recipe.column.title', defaultMessage: 'Title' },
  kitchen: { id: 'admin.recipe.column.kitchen', defaultMessage: 'Kitchen' },
  category: { id: 'admin.recipe.column.category', defaultMessage: 'Category' },
  private: { id: 'admin.recipe.column.private', defaultMessage: 'Private' },
  yes: { id: 'admin.recipe.yes', defaultMessage: 'Yes' },
  no: { id: 'admin.recipe.no', defaultMessage: 'No' },
  allCategories: { id: 'admin.recipe.filter.allCategories', defaultMessage: 'All categories' },
  allKitchens: { id: 'admin.recipe.filter.allKitchens', defaultMessage: 'All kitchens' },
});

/** What the recipe screens call things. */
export const recipeText = defineMessages({
  list: { id: 'admin.recipe.title', defaultMessage: 'Recipes' },
  create: { id: 'admin.recipe.create', defaultMessage: 'New recipe' },
  edit: { id: 'admin.recipe.edit', defaultMessage: 'Edit recipe' },
  view: { id: 'admin.recipe.view', defaultMessage: 'Recipe' },
});

/** What the dish screens call things; SPEC.md's side menu names the list 'Menu'. */
export const dishText = defineMessages({
  list: { id: 'admin.dishes.title', defaultMessage: 'Menu' },
  create: { id: 'admin.dishes.create', defaultMessage: 'New dish' },
  edit: { id: 'admin.dishes.edit', defaultMessage: 'Edit dish' },
  view: { id: 'admin.dishes.view', defaultMessage: 'Dish' },
});
