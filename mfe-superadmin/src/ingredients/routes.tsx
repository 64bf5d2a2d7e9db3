import { type ConsoleRoute } from '@brigade/console-kit';
import { IngredientFormPage } from './IngredientFormPage';
import { IngredientListPage } from './IngredientListPage';
import { IngredientViewPage } from './IngredientViewPage';

/** The ingredient screens (SPEC.md §2). */
export const ingredientRoutes: ConsoleRoute[] = [
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
];
