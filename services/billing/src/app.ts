import { join } from 'node:path';
import { configuredSubgraph } from '@brigade/service-kit';
import { planModel } from './plans/plan.model';
import { planResolvers } from './plans/plans.resolvers';
import { subscriberCount } from './plans/subscribers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

/*
 * Not wired yet (issue #7 in progress, README 'Subscriptions'): the kitchen.kitchen.v1 consumer
 * that starts trials (src/subscriptions/trials.ts), the overdue sweep and the relay of
 * billing.subscription.v1. Once billing speaks for every kitchen, recipe's and identity's trial
 * settings stop applying, so the gateway tests that rely on them move to plan-driven limits first.
 */
export const startBilling = configuredSubgraph('billing', SCHEMA_PATH, async (connection) => {
  const plans = planModel(connection);
  await plans.init();
  return { resolvers: planResolvers(plans, subscriberCount(connection)) };
});
