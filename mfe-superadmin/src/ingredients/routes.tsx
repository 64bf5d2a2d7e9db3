import { IngredientFormPage, IngredientListPage, IngredientViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The ingredient screens (SPEC.md §2), shared with the kitchen console through @brigade/console-kit. */
export const ingredientRoutes: ConsoleRoute[] = [
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
];
