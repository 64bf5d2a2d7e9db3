import type { ConsoleRoute } from '../common/routes';
import { DISH_KIND } from '../recipe/kinds';
import { recipeScreens } from '../recipe/screens';

/** The dish (menu item) screens (SPEC.md §2): the recipe screens with type MENU. */
export const dishRoutes: ConsoleRoute[] = recipeScreens(DISH_KIND);
