import express from 'express';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { ApplyProviderEvent } from '../../provider-events/apply-provider-event';
import { providerEvent } from './stripe-invoices';

/**
 * `POST /webhooks/stripe`: Stripe's events, verified against the raw body with the endpoint's
 * signing secret (`constructEvent`); a bad or missing signature is refused with 400 and changes
 * nothing. Each event id is applied once (apply-provider-event.ts). A failure answers 500 so
 * Stripe delivers the event again.
 */
export function stripeWebhookRoute(stripe: Stripe, webhookSecret: string, applyEvent: ApplyProviderEvent, log?: Logger) {
  const router = express.Router();
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, req.get('stripe-signature') ?? '', webhookSecret);
    } catch (error) {
      log?.warn({ reason: (error as Error).message }, 'refused a Stripe webhook with a bad signature');
      res.status(400).json({ error: 'invalid signature' });
      return;
    }
    try {
      const translated = providerEvent(event);
      const applied = translated ? await applyEvent(translated) : false;
      res.json({ received: true, applied });
    } catch (error) {
      log?.error({ err: error, eventId: event.id, type: event.type }, 'a Stripe webhook could not be applied; Stripe will retry');
      res.status(500).json({ error: 'not applied' });
    }
  });
  return router;
}
