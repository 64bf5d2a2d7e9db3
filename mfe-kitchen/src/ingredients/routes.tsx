import {
  IngredientConversionsPage,
  IngredientFormPage,
  IngredientListPage,
  IngredientViewPage,
  type ConsoleRoute,
} from '@brigade/console-kit';

/**
 * The kitchen's own ingredients next to the platform's (issue #21): only its own are edited or
 * deleted; of a platform ingredient the kitchen states only its own density and piece weight.
 */
export const ingredientRoutes: ConsoleRoute[] = [
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  { path: 'ingredients/:id/conversions', element: <IngredientConversionsPage /> },
];
