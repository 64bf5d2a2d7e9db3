import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';
import { RECIPE_KIND } from './kinds';
import { withViewAsCook } from './ViewAsCook';

/** The kitchen's recipes: list, create, view (with 'View as cook'), edit, with the plan's recipe limit above the list. */
export const recipeRoutes: ConsoleRoute[] = withViewAsCook(
  RECIPE_KIND,
  recipeScreens(RECIPE_KIND, { notice: <PlanUsageNotice what="recipes" /> }),
);
