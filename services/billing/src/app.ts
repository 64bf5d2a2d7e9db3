import { join } from 'node:path';
import { configuredSubgraph } from '@brigade/service-kit';
import { planModel } from './plans/plan.model';
import { planResolvers } from './plans/plans.resolvers';
import { subscriberCount } from './plans/subscribers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export const startBilling = configuredSubgraph('billing', SCHEMA_PATH, async (connection) => {
  const plans = planModel(connection);
  await plans.init();
  return { resolvers: planResolvers(plans, subscriberCount(connection)) };
});
