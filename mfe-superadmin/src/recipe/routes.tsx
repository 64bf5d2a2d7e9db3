import type { ConsoleRoute } from '../common/routes';
import { RECIPE_KIND } from './kinds';
import { recipeScreens } from './screens';

/** The recipe screens (SPEC.md §2): recipe, recipe/new, recipe/:id, recipe/:id/edit. */
export const recipeRoutes: ConsoleRoute[] = recipeScreens(RECIPE_KIND);
