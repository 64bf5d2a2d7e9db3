import { Topics } from '@brigade/events';
import { configuredSubgraph } from '@brigade/service-kit';
import type { Resolvers } from './__generated__/resolvers';
import { kitchenCounters } from './counters/counters';
import { recipeEventHandlers } from './counters/recipe-events';
import { deletedKitchenModel } from './kitchens/deleted-kitchen';
import { kitchenModel } from './kitchens/kitchen.model';
import { kitchenMutations } from './kitchens/kitchens.mutations';
import { kitchenQueries } from './kitchens/kitchens.queries';
import { userEventHandlers } from './owners/user-events';
import { kitchenTotalsQueries } from './stats/kitchen-totals';
import { signupStatsQueries } from './stats/signup-stats';

/** Where this subgraph's SDL is: every `*.graphql` of its feature folders (README 'Schema'); the build copies them into dist. */
export const SCHEMA_DIR = __dirname;

export const startKitchen = configuredSubgraph('kitchen', SCHEMA_DIR, async (connection) => {
  const kitchens = kitchenModel(connection);
  await kitchens.init();
  const deletedKitchens = deletedKitchenModel(connection);
  const counters = kitchenCounters(connection, kitchens);
  await counters.init();
  const queries = kitchenQueries(kitchens, deletedKitchens);
  // Typed by the SDL (src/__generated__/resolvers.ts): a resolver returning the wrong shape fails the build.
  const resolvers: Resolvers = {
    Query: { ...queries.Query, ...signupStatsQueries(kitchens), ...kitchenTotalsQueries(kitchens) },
    Mutation: kitchenMutations(connection, kitchens, deletedKitchens, counters),
    Kitchen: queries.Kitchen,
  };
  return {
    idempotent: ['CreateKitchen'],
    resolvers,
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
