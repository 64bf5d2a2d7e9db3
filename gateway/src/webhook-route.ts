import express from 'express';
import type { Logger } from 'pino';

/** Stripe's events are small; anything bigger is not Stripe. */
const LIMIT = '1mb';

/**
 * `POST /webhooks/stripe`: Stripe calls the public address, and only the gateway may reach the
 * subgraphs, so the request is passed to billing byte for byte (the signature covers the raw
 * body) with Stripe's signature header. Billing verifies it and answers; its status goes back
 * to Stripe, so Stripe retries what billing could not apply.
 */
export function stripeWebhookRoute(billingGraphqlUrl: string, timeoutMs: number, log: Logger): express.Router {
  const target = new URL('/webhooks/stripe', billingGraphqlUrl).toString();
  const router = express.Router();
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: LIMIT }), async (req, res) => {
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': req.get('content-type') ?? 'application/json', 'stripe-signature': req.get('stripe-signature') ?? '' },
        body: req.body as Buffer,
        signal: AbortSignal.timeout(timeoutMs),
      });
      res
        .status(upstream.status)
        .type('application/json')
        .send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      log.error({ err: error }, 'billing did not take a Stripe webhook; Stripe will retry');
      res.status(502).json({ error: 'billing unavailable' });
    }
  });
  return router;
}
