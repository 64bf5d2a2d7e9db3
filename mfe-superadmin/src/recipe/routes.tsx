import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { Navigate } from 'react-router-dom';
import { RECIPE_KIND } from './kinds';

/**
 * The recipe screens (SPEC.md §2): recipe, recipe/new, recipe/:id, recipe/:id/edit. `recipe/create`,
 * the kitchen console's word, leads to `recipe/new` rather than reading 'create' as an id.
 */
export const recipeRoutes: ConsoleRoute[] = [
  ...recipeScreens(RECIPE_KIND),
  { path: 'recipe/create', element: <Navigate to={RECIPE_KIND.paths.create} replace /> },
];
