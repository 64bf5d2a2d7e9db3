import type { Router } from 'express';
import type { Connection, Model } from 'mongoose';
import type { Logger } from 'pino';
import type { PlanDoc } from '../plans/plan.model';
import type { ApplyProviderEvent } from '../provider-events/apply-provider-event';
import { embeddedModels } from './embedded/embedded.model';
import { embeddedProvider, type EmbeddedProvider } from './embedded/embedded-provider';
import type { PaymentProvider } from './payment-provider';
import { stripeClient, stripeProvider, type StripeSettings } from './stripe/stripe-provider';
import { stripeWebhookRoute } from './stripe/webhook-route';

export type ConfiguredProvider = { provider: PaymentProvider; embedded: EmbeddedProvider | null; webhook: Router | null };

function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET)
    throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together');
  const protocol = env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https';
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST, port: Number(env.STRIPE_API_PORT ?? 443), protocol } : {}),
  };
}

/** Stripe when its keys are set (README 'Environment'), else the embedded provider. */
export function configuredProvider(
  env: NodeJS.ProcessEnv,
  connection: Connection,
  plans: Model<PlanDoc>,
  applyEvent: ApplyProviderEvent,
  log?: Logger,
): ConfiguredProvider {
  if (env.STRIPE_SECRET_KEY) {
    const settings = stripeSettings(env);
    const stripe = stripeClient(settings);
    return {
      provider: stripeProvider(stripe, settings, connection, plans),
      embedded: null,
      webhook: stripeWebhookRoute(stripe, settings.webhookSecret, applyEvent, log),
    };
  }
  const embedded = embeddedProvider(embeddedModels(connection), applyEvent);
  return { provider: embedded, embedded, webhook: null };
}
