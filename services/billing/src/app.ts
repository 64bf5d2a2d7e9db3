import { Topics } from '@brigade/events';
import { configuredSubgraph, PORTS, type ServiceConfig } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { Resolvers } from './__generated__/resolvers';
import { checkoutResolvers } from './checkout/checkout.resolvers';
import { kitchenBillingResolvers } from './kitchens/kitchen-billing';
import { upgradePaymentIndexes } from './payments/index-upgrade';
import { paymentModel } from './payments/payment.model';
import { paymentResolvers } from './payments/payments.resolvers';
import { planModel, type PlanDoc } from './plans/plan.model';
import { planResolvers } from './plans/plans.resolvers';
import { providerEventApplier } from './provider-events/apply-provider-event';
import { providerEventModel } from './provider-events/provider-event.model';
import { choosePaymentProvider, configuredProvider } from './providers/provider-config';
import { revenueStatsQueries } from './stats/revenue-stats';
import { startOverdueSweeps, sweepOverdue } from './subscriptions/overdue-sweep';
import { announcePlanChange, changesAllowance } from './subscriptions/plan-changes';
import { holdersOf, subscriptionModel } from './subscriptions/subscription.model';
import { kitchenEventHandlers } from './subscriptions/trials';
import { sellerCountryFrom, sellerVatFrom } from './vat/vat-rate';
import { vatResolvers } from './vat/vat.resolvers';
import { viesClient } from './vat/vies-client';

/** Where this subgraph's SDL is: every `*.graphql` of its feature folders (README 'Schema'); the build copies them into dist. */
export const SCHEMA_DIR = __dirname;

export function startBilling(config: ServiceConfig, log?: Logger, env: NodeJS.ProcessEnv = process.env) {
  // Before anything connects: a production start without a real payment provider must not come up at all.
  choosePaymentProvider(env, config.production);
  const sweepEveryMs = Number(env.OVERDUE_SWEEP_MS ?? 60_000);
  const sellerCountry = sellerCountryFrom(env);
  const vat = viesClient({
    url: env.VIES_URL,
    timeoutMs: env.VIES_TIMEOUT_MS ? Number(env.VIES_TIMEOUT_MS) : undefined,
    requester: sellerVatFrom(env, sellerCountry),
  });
  return configuredSubgraph('billing', SCHEMA_DIR, async (connection) => {
    const plans = planModel(connection);
    const subscriptions = subscriptionModel(connection);
    const payments = paymentModel(connection);
    const events = providerEventModel(connection);
    await upgradePaymentIndexes(connection);
    await Promise.all([plans.init(), subscriptions.init(), payments.init(), events.init()]);
    const appUrl = env.APP_URL ?? `http://localhost:${PORTS.shell}`;
    const applyEvent = providerEventApplier({ connection, events, payments, subscriptions, plans, appUrl, log });
    const { provider, embedded, webhook } = configuredProvider(env, connection, plans, applyEvent, config.production, log);
    // The embedded provider's renewals run first, so a renewed subscription is not swept as overdue.
    const sweep = async () => ((await embedded?.renewDue()) ?? 0) + (await sweepOverdue(subscriptions, plans));
    const stopSweeps = startOverdueSweeps(sweep, sweepEveryMs, (error) => log?.warn({ err: error }, 'overdue sweep failed; will retry'));
    const hooks = {
      subscribers: (planId: Types.ObjectId) => subscriptions.countDocuments(holdersOf(planId)),
      changed: async (before: PlanDoc, after: PlanDoc) => {
        if (changesAllowance(before, after)) await announcePlanChange(subscriptions, after);
      },
    };
    const plan = planResolvers(plans, hooks);
    const payment = paymentResolvers(payments, plans);
    const checkout = checkoutResolvers({
      connection,
      payments,
      subscriptions,
      plans,
      provider,
      embedded,
      applyEvent,
      vat,
      sellerCountry,
      appUrl,
      log,
    });
    // Typed by the SDL (src/__generated__/resolvers.ts): a resolver returning the wrong shape fails the build.
    const resolvers: Resolvers = {
      Query: { ...plan.Query, ...payment.Query, ...vatResolvers(vat).Query, ...revenueStatsQueries(payments, subscriptions) },
      Mutation: { ...plan.Mutation, ...checkout.Mutation },
      SubscriptionPlan: plan.SubscriptionPlan,
      Payment: payment.Payment,
      Kitchen: kitchenBillingResolvers(subscriptions, plans, payments),
    };
    return {
      idempotent: ['CreateSubscriptionPlan'],
      resolvers,
      routes: webhook ? (app) => app.use(webhook) : undefined,
      onShutdown: [async () => stopSweeps()],
      events: {
        outbox: [
          { collection: subscriptions.collection, topic: Topics.subscription },
          { collection: payments.collection, topic: Topics.invoice },
        ],
        consumers: [{ groupId: 'billing', topics: [Topics.kitchen], handlers: kitchenEventHandlers(subscriptions, plans) }],
      },
    };
  })(config, log);
}
