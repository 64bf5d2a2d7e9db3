import type { EventEnvelope, RecipeEvents } from '@brigade/events';
import type { KitchenCounters } from './counters';

/** `recipe.recipe.v1` keeps recipeCount (type RECIPE) and menuItemCount (type MENU). */
export const recipeEventHandlers = (counters: KitchenCounters) => ({
  RecipeCreated: (event: EventEnvelope) => counters.recipe(event.payload as RecipeEvents['RecipeCreated']),
  RecipeUpdated: (event: EventEnvelope) => counters.recipe(event.payload as RecipeEvents['RecipeUpdated']),
  RecipeDeleted: (event: EventEnvelope) => counters.recipe(event.payload as RecipeEvents['RecipeDeleted'], true),
});
