import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { RECIPE_KIND } from './kinds';

/** The recipe screens (SPEC.md §2): recipe, recipe/new, recipe/:id, recipe/:id/edit. */
export const recipeRoutes: ConsoleRoute[] = recipeScreens(RECIPE_KIND);
