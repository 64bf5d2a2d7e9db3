import { eventHandlers, RecipeEvents } from '@brigade/events';
import type { KitchenCounters } from './counters';

/** `recipe.recipe.v1` keeps recipeCount (type RECIPE) and menuItemCount (type MENU). */
export const recipeEventHandlers = (counters: KitchenCounters) =>
  eventHandlers(RecipeEvents, {
    RecipeCreated: (recipe) => counters.recipe(recipe),
    RecipeUpdated: (recipe) => counters.recipe(recipe),
    RecipeDeleted: (recipe) => counters.recipe(recipe, true),
  });
