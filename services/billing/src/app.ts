import { join } from 'node:path';
import { Topics } from '@brigade/events';
import { configuredSubgraph, type ServiceConfig } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import { kitchenBillingResolvers } from './kitchens/kitchen-billing';
import { paymentModel } from './payments/payment.model';
import { paymentResolvers } from './payments/payments.resolvers';
import { planModel, type PlanDoc } from './plans/plan.model';
import { planResolvers } from './plans/plans.resolvers';
import { startOverdueSweeps, sweepOverdue } from './subscriptions/overdue-sweep';
import { announcePlanChange, changesAllowance } from './subscriptions/plan-changes';
import { holdersOf, subscriptionModel } from './subscriptions/subscription.model';
import { kitchenEventHandlers } from './subscriptions/trials';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

export function startBilling(config: ServiceConfig, log?: Logger, env: NodeJS.ProcessEnv = process.env) {
  const sweepEveryMs = Number(env.OVERDUE_SWEEP_MS ?? 60_000);
  return configuredSubgraph('billing', SCHEMA_PATH, async (connection) => {
    const plans = planModel(connection);
    const subscriptions = subscriptionModel(connection);
    const payments = paymentModel(connection);
    await Promise.all([plans.init(), subscriptions.init(), payments.init()]);
    const stopSweeps = startOverdueSweeps(
      () => sweepOverdue(subscriptions, plans),
      sweepEveryMs,
      (error) => log?.warn({ err: error }, 'overdue sweep failed; will retry'),
    );
    const hooks = {
      subscribers: (planId: Types.ObjectId) => subscriptions.countDocuments(holdersOf(planId)),
      changed: async (before: PlanDoc, after: PlanDoc) => {
        if (changesAllowance(before, after)) await announcePlanChange(subscriptions, after);
      },
    };
    const plan = planResolvers(plans, hooks);
    const payment = paymentResolvers(payments, plans);
    return {
      resolvers: {
        Query: { ...plan.Query, ...payment.Query },
        Mutation: plan.Mutation,
        SubscriptionPlan: plan.SubscriptionPlan,
        Payment: payment.Payment,
        Kitchen: kitchenBillingResolvers(subscriptions, plans, payments),
      },
      onShutdown: [async () => stopSweeps()],
      events: {
        outbox: [{ collection: subscriptions.collection, topic: Topics.subscription }],
        consumers: [{ groupId: 'billing', topics: [Topics.kitchen], handlers: kitchenEventHandlers(subscriptions, plans) }],
      },
    };
  })(config, log);
}
