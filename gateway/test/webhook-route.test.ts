import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { stripeWebhookRoute } from '../src/webhook-route';

/** Stripe's webhooks reach billing through the gateway byte for byte, and billing's answer goes back to Stripe. */
test('the raw body and Stripe’s signature reach billing unchanged; billing’s status is Stripe’s answer', async () => {
  const received: { body: string; signature: string | undefined; path: string | undefined }[] = [];
  const billing = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, signature: req.headers['stripe-signature'] as string | undefined, path: req.url });
      res.writeHead(body.includes('bad') ? 400 : 200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  const app = express().use(
    stripeWebhookRoute(`http://127.0.0.1:${(billing.address() as AddressInfo).port}/graphql`, 2000, pino({ level: 'silent' })),
  );
  const gateway = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/webhooks/stripe`;
  const payload = '{ "id": "evt_1",  "type": "invoice.paid" }';
  try {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: payload,
    });
    expect(ok.status).toBe(200);
    expect(received).toEqual([{ body: payload, signature: 't=1,v1=abc', path: '/webhooks/stripe' }]);
    const refused = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"bad":true}' });
    expect(refused.status).toBe(400);
  } finally {
    gateway.close();
    billing.close();
  }
});
