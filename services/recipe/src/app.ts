import { join } from 'node:path';
import { Topics, type EventEnvelope } from '@brigade/events';
import { configuredSubgraph, type ServiceConfig } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { categoryEventHandlers } from './categories/category-events';
import { categoryProjection } from './categories/category-projection';
import { cookProjection } from './cooks/cook-projection';
import { userEventHandlers } from './cooks/user-events';
import { ingredientEventHandlers } from './ingredients/ingredient-events';
import { ingredientProjection } from './ingredients/ingredient-projection';
import { kitchenPlans } from './plans/kitchen-plans';
import { subscriptionEventHandlers } from './plans/subscription-events';
import { kitchenEventHandlers } from './recipes/kitchen-events';
import { recipeAccess } from './recipes/recipe-access';
import { nextOrder } from './recipes/next-order';
import { recipeModel } from './recipes/recipe.model';
import { referenceResolvers } from './recipes/recipe.view';
import { recipeMutations, type RecipeDeps } from './recipes/recipes.mutations';
import { recipeQueries } from './recipes/recipes.queries';
import { recipeSettings, type RecipeSettings } from './settings';
import { unitEventHandlers } from './units/unit-events';
import { unitProjection } from './units/unit-projection';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export function recipeDeps(connection: Connection, settings: RecipeSettings): RecipeDeps {
  const recipes = recipeModel(connection);
  const plans = kitchenPlans(connection, settings.trial);
  return {
    recipes,
    nextOrder: nextOrder(connection, recipes),
    plans,
    access: recipeAccess(recipes, plans),
    ingredients: ingredientProjection(connection),
    cooks: cookProjection(connection),
    categories: categoryProjection(connection),
    units: unitProjection(connection),
  };
}

/** Everything group `recipe` applies, by event type (README 'Events'). */
export function recipeEventHandlers(deps: RecipeDeps): Record<string, (event: EventEnvelope) => Promise<void>> {
  return {
    ...categoryEventHandlers(deps.recipes, deps.categories),
    ...ingredientEventHandlers(deps.recipes, deps.ingredients),
    ...unitEventHandlers(deps.recipes, deps.units),
    ...userEventHandlers(deps.recipes, deps.cooks),
    ...kitchenEventHandlers(deps.recipes),
    ...subscriptionEventHandlers(deps.plans),
  };
}

export function startRecipe(config: ServiceConfig, log?: Logger, env: NodeJS.ProcessEnv = process.env) {
  const settings = recipeSettings(env);
  return configuredSubgraph('recipe', SCHEMA_PATH, async (connection) => {
    const deps = recipeDeps(connection, settings);
    await deps.recipes.init();
    const queries = recipeQueries(deps.recipes, deps.access);
    return {
      resolvers: {
        Query: queries.Query,
        Mutation: recipeMutations(deps),
        RecipeMenu: { ...queries.RecipeMenu, ...referenceResolvers.RecipeMenu },
        RecipeIngredient: referenceResolvers.RecipeIngredient,
      },
      events: {
        outbox: [{ collection: deps.recipes.collection, topic: Topics.recipe }],
        consumers: [
          {
            groupId: 'recipe',
            topics: [Topics.category, Topics.ingredient, Topics.user, Topics.kitchen, Topics.subscription],
            handlers: recipeEventHandlers(deps),
          },
        ],
      },
    };
  })(config, log);
}
