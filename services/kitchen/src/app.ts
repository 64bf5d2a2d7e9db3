import { join } from 'node:path';
import { Topics } from '@brigade/events';
import { configuredSubgraph } from '@brigade/service-kit';
import { kitchenCounters } from './counters/counters';
import { recipeEventHandlers } from './counters/recipe-events';
import { deletedKitchenModel } from './kitchens/deleted-kitchen';
import { kitchenModel } from './kitchens/kitchen.model';
import { kitchenMutations } from './kitchens/kitchens.mutations';
import { kitchenQueries } from './kitchens/kitchens.queries';
import { userEventHandlers } from './owners/user-events';
import { kitchenTotalsQueries } from './stats/kitchen-totals';
import { signupStatsQueries } from './stats/signup-stats';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export const startKitchen = configuredSubgraph('kitchen', SCHEMA_PATH, async (connection) => {
  const kitchens = kitchenModel(connection);
  await kitchens.init();
  const deletedKitchens = deletedKitchenModel(connection);
  const counters = kitchenCounters(connection, kitchens);
  await counters.init();
  const queries = kitchenQueries(kitchens, deletedKitchens);
  return {
    idempotent: ['CreateKitchen'],
    resolvers: {
      Query: { ...queries.Query, ...signupStatsQueries(kitchens), ...kitchenTotalsQueries(kitchens) },
      Mutation: kitchenMutations(connection, kitchens, deletedKitchens, counters),
      Kitchen: queries.Kitchen,
    },
    events: {
      outbox: [{ collection: kitchens.collection, topic: Topics.kitchen }],
      consumers: [
        {
          groupId: 'kitchen',
          topics: [Topics.user, Topics.recipe],
          handlers: { ...userEventHandlers(connection, kitchens, deletedKitchens, counters), ...recipeEventHandlers(counters) },
        },
      ],
    },
  };
});
