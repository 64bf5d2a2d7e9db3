import { IngredientFormPage, IngredientListPage, IngredientPricesPage, IngredientViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The ingredient screens (SPEC.md §2), shared with the kitchen console through @brigade/console-kit, and a kitchen's prices (issue #23). */
export const ingredientRoutes: ConsoleRoute[] = [
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  // A kitchen's prices of an ingredient (?kitchen=), where a recipe's cost gaps link to.
  { path: 'ingredients/:id/prices', element: <IngredientPricesPage /> },
];
