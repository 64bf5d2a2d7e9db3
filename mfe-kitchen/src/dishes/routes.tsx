import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';
import { DISH_KIND } from '../recipe/kinds';

/** The kitchen's menu (dishes): the recipe screens with type MENU and the plan's dish limit. */
export const dishRoutes: ConsoleRoute[] = recipeScreens(DISH_KIND, { notice: <PlanUsageNotice what="dishes" /> });
