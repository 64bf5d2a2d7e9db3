import type { JourneyKitchenUsageQuery, JourneyKitchenUsageQueryVariables } from './__generated__/graphql';
import { gql, type Operation } from './graphql';

/*
 * The set-up operations of the journeys that no console sends (the consoles' own documents come
 * from ./__generated__/documents). `npm run codegen` validates them against
 * gateway/supergraph.graphql and types them in ./__generated__/graphql.ts.
 */

/** The caller's kitchen: its recipe count (the kitchen service's, from recipe's events) and its plan's cap. */
export const KITCHEN_USAGE: Operation<JourneyKitchenUsageQuery, JourneyKitchenUsageQueryVariables> = gql`
  query JourneyKitchenUsage {
    me {
      kitchenId
      kitchen {
        recipeCount
        activeSubscriptionPlan {
          name
          recipeCount
        }
      }
    }
  }
`;
