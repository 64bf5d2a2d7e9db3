import { join } from 'node:path';
import { Topics } from '@brigade/events';
import { configuredSubgraph } from '@brigade/service-kit';
import { categoryEventHandlers } from './recipes/category-events';
import { kitchenEventHandlers } from './recipes/kitchen-events';
import { recipeModel } from './recipes/recipe.model';
import { recipeResolvers } from './recipes/recipes.resolvers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export const startRecipe = configuredSubgraph('recipe', SCHEMA_PATH, async (connection) => {
  const recipes = recipeModel(connection);
  await recipes.init();
  return {
    resolvers: recipeResolvers(recipes),
    events: {
      outbox: [{ collection: recipes.collection, topic: Topics.recipe }],
      consumers: [
        {
          groupId: 'recipe',
          topics: [Topics.category, Topics.kitchen],
          handlers: { ...categoryEventHandlers(recipes), ...kitchenEventHandlers(recipes) },
        },
      ],
    },
  };
});
