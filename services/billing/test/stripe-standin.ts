import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for Stripe's API, enough for billing's adapter: customers,
 * prices, tax rates, coupons, subscriptions and their invoices, invoice previews. It answers in
 * Stripe's shapes, keeps state, replays a repeated Idempotency-Key as Stripe does, and records
 * every request so tests can see what the adapter sent.
 */
// Stripe's JSON, as loose as the wire: the adapter's own types are what is under test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
export type Seen = { method: string; path: string; key: string | null; form: Record<string, string> };

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

export async function startStripeStandIn() {
  const store = new Map<string, Obj>();
  const replies = new Map<string, Obj>();
  const seen: Seen[] = [];
  const ref = (id: string | undefined): Obj => store.get(id ?? '') ?? {};
  let next = 0;
  const make = (prefix: string, body: Obj): Obj => {
    const obj: Obj = { id: `${prefix}_${++next}`, created: now(), ...body };
    store.set(obj.id, obj);
    return obj;
  };

  function invoiceFor(sub: Obj, reason: string, lines: Obj[], status = 'open') {
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const coupon = sub.discountPercent ?? 0;
    const discount = Math.round((subtotal * coupon) / 100);
    const tax = Math.round(((subtotal - discount) * (sub.taxPercent ?? 0)) / 100);
    const total = subtotal - discount + tax;
    const invoice = make('in', {
      object: 'invoice',
      status,
      billing_reason: reason,
      subtotal,
      total,
      amount_due: Math.max(total, 0),
      total_discount_amounts: discount ? [{ amount: discount }] : [],
      total_taxes: tax ? [{ amount: tax }] : [],
      period_start: now(),
      period_end: now(),
      status_transitions: { paid_at: status === 'paid' ? now() : null },
      hosted_invoice_url: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: { object: 'list', data: lines },
    });
    invoice.hosted_invoice_url = `https://invoice.stripe.test/${invoice.id}`;
    invoice.invoice_pdf = `https://invoice.stripe.test/${invoice.id}/pdf`;
    invoice.confirmation_secret = { type: 'payment_intent', client_secret: `pi_${invoice.id}_secret_test` };
    return invoice;
  }

  const line = (amount: number, start: number, end: number, description: string) => ({ amount, description, period: { start, end } });

  function route(method: string, path: string, form: Record<string, string>): [number, Obj] {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [kind, id, action] = parts;
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    if (method === 'POST' && kind === 'customers') {
      const customer = id ? store.get(id)! : make('cus', { object: 'customer' });
      Object.assign(customer, { name: form.name, address: { country: form['address[country]'] ?? null }, tax_exempt: form.tax_exempt });
      return [200, customer];
    }
    if (method === 'POST' && kind === 'prices')
      return [
        200,
        make('price', { object: 'price', unit_amount: Number(form.unit_amount), recurring: { interval: form['recurring[interval]'] } }),
      ];
    if (method === 'POST' && kind === 'tax_rates') return [200, make('txr', { object: 'tax_rate', percentage: Number(form.percentage) })];
    if (method === 'POST' && kind === 'coupons') return [200, make('co', { object: 'coupon', percent_off: Number(form.percent_off) })];
    if (kind === 'subscriptions' && method === 'POST' && !id) {
      const price = ref(form['items[0][price]']);
      const tax = form['default_tax_rates[0]'] ? ref(form['default_tax_rates[0]']).percentage : 0;
      const discount = form['discounts[0][coupon]'] ? ref(form['discounts[0][coupon]']).percent_off : 0;
      const start = now();
      // With trial_end Stripe trials until then: a paid €0 invoice now, a SetupIntent for the card, the first charge at the end.
      const trialEnd = form.trial_end ? Number(form.trial_end) : null;
      const end = trialEnd ?? start + MONTH;
      const sub = make('sub', {
        object: 'subscription',
        status: trialEnd ? 'trialing' : 'incomplete',
        customer: form.customer,
        cancel_at_period_end: false,
        trial_end: trialEnd,
        metadata,
        taxPercent: tax,
        discountPercent: discount,
        items: { object: 'list', data: [{ id: `si_${next}`, price, current_period_start: start, current_period_end: end }] },
      });
      const invoice = trialEnd
        ? invoiceFor(sub, 'subscription_create', [line(0, start, end, 'Trial period for Brigade')], 'paid')
        : invoiceFor(sub, 'subscription_create', [line(price.unit_amount, start, end, `1 × Brigade (at ${price.unit_amount / 100})`)]);
      if (trialEnd) invoice.confirmation_secret = null;
      const expand = Object.entries(form)
        .filter(([k]) => k.startsWith('expand['))
        .map(([, v]) => v);
      sub.latest_invoice = expand.some((e) => e.startsWith('latest_invoice')) ? invoice : invoice.id;
      if (trialEnd) {
        const setup = make('seti', { object: 'setup_intent', status: 'requires_payment_method' });
        setup.client_secret = `${setup.id}_secret_test`;
        sub.pending_setup_intent = expand.includes('pending_setup_intent') ? setup : setup.id;
      }
      return [200, sub];
    }
    if (kind === 'subscriptions' && id) {
      const sub = store.get(id);
      if (!sub)
        return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` } }];
      if (method === 'DELETE') Object.assign(sub, { status: 'canceled', canceled_at: now() });
      if (method === 'POST') {
        if (Object.keys(metadata).length) sub.metadata = { ...sub.metadata, ...metadata };
        if (form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        if (form['items[0][price]']) {
          const invoice = proration(sub, ref(form['items[0][price]']), Number(form.proration_date), 'paid');
          sub.items.data[0].price = ref(form['items[0][price]']);
          return [200, { ...sub, latest_invoice: invoice }];
        }
      }
      return [200, sub];
    }
    if (kind === 'invoices' && id === 'create_preview') {
      const sub = ref(form.subscription);
      const invoice = proration(
        sub,
        ref(form['subscription_details[items][0][price]']),
        Number(form['subscription_details[proration_date]']),
        'draft',
      );
      store.delete(invoice.id);
      return [200, { ...invoice, id: undefined }];
    }
    if (kind === 'invoices' && id && !action)
      return store.has(id) ? [200, store.get(id)!] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
    return [404, { error: { type: 'invalid_request_error', message: `stand-in has no ${method} ${path}` } }];
  }

  /** Stripe's proration, by the second, as two lines. */
  function proration(sub: Obj, to: Obj, at: number, status: string) {
    const item = sub.items.data[0];
    const share = (amount: number) =>
      Math.round((amount * (item.current_period_end - at)) / (item.current_period_end - item.current_period_start));
    return invoiceFor(
      sub,
      'subscription_update',
      [
        line(-share(item.price.unit_amount), at, item.current_period_end, 'Unused time'),
        line(share(to.unit_amount), at, item.current_period_end, 'Remaining time'),
      ],
      status,
    );
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      seen.push({ method: req.method ?? '', path: url.pathname, key, form });
      const replayKey = key && `${req.method} ${url.pathname} ${key}`;
      const [status, body] =
        replayKey && replies.has(replayKey) ? [200, replies.get(replayKey)!] : route(req.method ?? '', url.pathname, form);
      if (replayKey && status === 200) replies.set(replayKey, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    get: (id: string) => store.get(id),
    /** The customer paid the invoice (Stripe Elements): its state changes, no webhook is sent. */
    markPaid(id: string) {
      const invoice = store.get(id)!;
      Object.assign(invoice, { status: 'paid', status_transitions: { paid_at: now() } });
      return invoice;
    },
    /** A renewal Stripe raised and collected on its own (after a trial: the first charge, at the trial's end). */
    renewal(subscriptionRef: string) {
      const sub = store.get(subscriptionRef)!;
      const item = sub.items.data[0];
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: item.current_period_end + MONTH });
      sub.status = 'active';
      return invoiceFor(
        sub,
        'subscription_cycle',
        [line(item.price.unit_amount, item.current_period_start, item.current_period_end, 'Renewal')],
        'paid',
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
