import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { Navigate } from 'react-router-dom';
import { DISH_KIND } from '../recipe/kinds';

/**
 * The dish (menu item) screens (SPEC.md §2): the recipe screens with type MENU. `dishes/create`, the
 * kitchen console's word, leads to this console's `dishes/new` rather than reading 'create' as an id.
 */
export const dishRoutes: ConsoleRoute[] = [
  ...recipeScreens(DISH_KIND),
  { path: 'dishes/create', element: <Navigate to={DISH_KIND.paths.create} replace /> },
];
