import {
  IngredientConversionsPage,
  IngredientFormPage,
  IngredientListPage,
  IngredientPricesPage,
  IngredientViewPage,
  PriceImportPage,
  type ConsoleRoute,
} from '@brigade/console-kit';

/**
 * The kitchen's own ingredients next to the platform's (issue #21): only its own are edited or
 * deleted; of a platform ingredient the kitchen states only its own density and piece weight.
 * Every one, the platform's too, has the kitchen's purchase prices (issue #23): admin routes only,
 * with a supplier's price list imported from the list's toolbar (`import-prices`, before `:id`).
 */
export const ingredientRoutes: ConsoleRoute[] = [
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/import-prices', element: <PriceImportPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  { path: 'ingredients/:id/conversions', element: <IngredientConversionsPage /> },
  { path: 'ingredients/:id/prices', element: <IngredientPricesPage /> },
];
