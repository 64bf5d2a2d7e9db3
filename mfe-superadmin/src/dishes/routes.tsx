import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { DISH_KIND } from '../recipe/kinds';

/** The dish (menu item) screens (SPEC.md §2): the recipe screens with type MENU. */
export const dishRoutes: ConsoleRoute[] = recipeScreens(DISH_KIND);
