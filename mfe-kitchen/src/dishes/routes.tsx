import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';
import { DISH_KIND } from '../recipe/kinds';
import { withViewAsCook } from '../recipe/ViewAsCook';

/** The kitchen's menu (dishes): the recipe screens with type MENU, 'View as cook' and the plan's dish limit. */
export const dishRoutes: ConsoleRoute[] = withViewAsCook(
  DISH_KIND,
  recipeScreens(DISH_KIND, { notice: <PlanUsageNotice what="dishes" /> }),
);
