import { recipeScreens, type ConsoleRoute } from '@brigade/console-kit';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';
import { RECIPE_KIND } from './kinds';

/** The kitchen's recipes: list, create, view, edit, with the plan's recipe limit above the list. */
export const recipeRoutes: ConsoleRoute[] = recipeScreens(RECIPE_KIND, { notice: <PlanUsageNotice what="recipes" /> });
