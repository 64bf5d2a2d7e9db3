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

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Stripe when its keys are set, else the embedded provider (README 'Providers'). The embedded
 * provider takes test cards, so in production it would hand out paid plans for nothing: there it
 * runs only when `ALLOW_EMBEDDED_PAYMENTS=true` says this is a local demo, never by default.
 */
export function choosePaymentProvider(env: NodeJS.ProcessEnv, production: boolean): 'stripe' | 'embedded' {
  const missing = STRIPE_KEYS.filter((key) => !env[key]);
  const placeholders = STRIPE_KEYS.filter((key) => env[key]?.startsWith('change-me'));
  if (production && placeholders.length > 0)
    throw new Error(`replace the change-me placeholder of ${placeholders.join(', ')} with the real Stripe keys`);
  if (missing.length === 0) return 'stripe';
  if (missing.length < STRIPE_KEYS.length)
    throw new Error(
      `Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (missing: ${missing.join(', ')})`,
    );
  if (!production || env.ALLOW_EMBEDDED_PAYMENTS === 'true') return 'embedded';
  throw new Error(
    'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set in production; without them billing ' +
      'would take test cards as payment. Only a local demo may set ALLOW_EMBEDDED_PAYMENTS=true instead.',
  );
}

/** The provider choosePaymentProvider picked, wired to billing's models. */
export function configuredProvider(
  env: NodeJS.ProcessEnv,
  connection: Connection,
  plans: Model<PlanDoc>,
  applyEvent: ApplyProviderEvent,
  production: boolean,
  log?: Logger,
): ConfiguredProvider {
  if (choosePaymentProvider(env, production) === 'stripe') {
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
