import Stripe from 'stripe';
import { address, books, BUY, CANCEL, CHANGE, CHECK, outbox, receipts, trialKitchen } from './checkout-support';
import { startStripeStandIn } from './stripe-standin';
import { firstError, startHarness, type Harness } from './support';

/** The Stripe adapter against a local stand-in for Stripe's API, and Stripe's webhooks signed as Stripe signs them. */
let h: Harness;
let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
const SECRET = 'whsec_brigade_test';
const stripe = new Stripe('sk_test_brigade');
// Answers are checked with toMatchObject, not through their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const plan = async (name: string) => (await h.plans.findOne({ name, subscriptionPlan: 'MONTHLY' }).lean())!._id.toHexString();

beforeAll(async () => {
  stand = await startStripeStandIn();
  h = await startHarness('billing_stripe', {
    STRIPE_SECRET_KEY: 'sk_test_brigade',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_brigade',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stand.port),
    STRIPE_API_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await h.stop();
  await stand.stop();
});

let eventNo = 0;
/** Delivers a Stripe event to billing's webhook, signed with `secret`. */
async function deliver(type: string, object: unknown, { id = `evt_${++eventNo}`, secret = SECRET } = {}) {
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const res = await fetch(h.service.url.replace(/\/graphql$/, '/webhooks/stripe'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { applied?: boolean } };
}

async function bought() {
  const k = await trialKitchen(h);
  const reply = (await h.call(
    BUY,
    { input: { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address } },
    k.admin,
  )) as Reply;
  expect(reply.errors).toBeUndefined();
  const buy = reply.data!.createSubscriptionBuy;
  const invoiceId = (await books(h).payments.findById(buy.payment.id).lean())!.paymentId!;
  return { ...k, buy, invoiceId };
}

test('buying creates the customer, price, tax rate and subscription at Stripe, every write with billing’s idempotency key', async () => {
  const k = await bought();
  expect(k.buy).toMatchObject({
    publishable_key: 'pk_test_brigade',
    provider: 'stripe',
    subscription_id: expect.stringMatching(/^sub_/),
    client_secret: expect.stringMatching(/^pi_in_\d+_secret_/),
    paymentUrl: `https://invoice.stripe.test/${k.invoiceId}`,
    price: { subtotal: '29.00', tax: '6.09', total: '35.09' },
  });
  const writes = stand.seen.filter((r) => r.method !== 'GET');
  expect(writes.map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/customers', '/v1/prices', '/v1/tax_rates', '/v1/subscriptions']));
  for (const write of writes) expect(write.key).toMatch(/^brigade-/);
  const created = stand.seen.find((r) => r.path === '/v1/subscriptions')!;
  expect(created.form).toMatchObject({
    payment_behavior: 'default_incomplete',
    'metadata[brigadePayment]': k.buy.payment.id,
    'metadata[kitchenId]': k.kitchenId,
  });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({
    status: 'TRIALING',
    provider: 'stripe',
    providerSubscriptionRef: k.buy.subscription_id,
  });
});

test('invoice.paid with a bad signature is refused and changes nothing; signed, it starts the plan once however often it comes', async () => {
  const k = await bought();
  const paid = stand.markPaid(k.invoiceId);

  const forged = await deliver('invoice.paid', paid, { secret: 'whsec_someone_else' });
  expect(forged.status).toBe(400);
  expect(await books(h).payments.findById(k.buy.payment.id).lean()).toMatchObject({ status: 'PENDING' });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'TRIALING' });

  const first = await deliver('invoice.paid', paid, { id: 'evt_paid_once' });
  expect(first).toEqual({ status: 200, body: { received: true, applied: true } });
  expect(await books(h).payments.findById(k.buy.payment.id).lean()).toMatchObject({ status: 'PAID', amountCents: 3509 });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'ACTIVE' });
  const announced = (await outbox(h, k.kitchenId)).length;

  const again = await deliver('invoice.paid', paid, { id: 'evt_paid_once' });
  expect(again).toEqual({ status: 200, body: { received: true, applied: false } });
  expect(await outbox(h, k.kitchenId)).toHaveLength(announced);
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid })).toBe(1);
});

test('a missed webhook: CheckAndUpdatePayment asks Stripe and applies what it says', async () => {
  const k = await bought();
  stand.markPaid(k.invoiceId);
  const reply = (await h.call(CHECK, { id: k.buy.payment.id }, k.admin)) as Reply;
  expect(reply.data!.CheckAndUpdatePayment).toMatchObject({ status: 'PAID', paid: true });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'ACTIVE' });
});

test('renewals Stripe collects are recorded with an invoice number; a failed one makes the kitchen overdue; deletion ends it', async () => {
  const k = await bought();
  await deliver('invoice.paid', stand.markPaid(k.invoiceId));
  const renewal = stand.renewal(k.buy.subscription_id);
  expect((await deliver('invoice.paid', renewal)).body.applied).toBe(true);
  const recorded = await books(h).payments.findOne({ paymentId: renewal.id }).lean();
  expect(recorded).toMatchObject({
    status: 'PAID',
    amountCents: 3509,
    orderId: expect.stringMatching(/^INV-\d{6}$/),
    description: expect.stringMatching(/renewal/),
  });
  const sub = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!;
  expect(sub.dueDate).toEqual(new Date(renewal.lines.data[0].period.end * 1000));

  const failed: Record<string, unknown> = { ...stand.renewal(k.buy.subscription_id), status: 'open' };
  await deliver('invoice.payment_failed', failed);
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'PAST_DUE' });
  expect(
    await books(h)
      .payments.findOne({ paymentId: String(failed.id) })
      .lean(),
  ).toMatchObject({ status: 'FAILED' });

  await deliver('customer.subscription.deleted', {
    ...stand.get(k.buy.subscription_id),
    status: 'canceled',
    ended_at: Math.floor(Date.now() / 1000),
  });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'CANCELED' });
  expect((await outbox(h, k.kitchenId)).at(-1)).toMatchObject({ payload: { status: 'CANCELED', overdue: true } });
});

test('changing plan through Stripe: the preview is Stripe’s, the update is prorated to it, and the plan switches when its invoice is paid', async () => {
  const k = await bought();
  await deliver('invoice.paid', stand.markPaid(k.invoiceId));
  const pro = await plan('Pro');
  const preview = (await h.call(CHANGE, { id: pro, preview: true }, k.admin)) as Reply;
  const invoice = preview.data!.updateStripeSubscriptionPlan.invoice;
  expect(invoice.lines.map((l: { description: string }) => l.description)).toEqual(['Unused time', 'Remaining time']);
  const changed = (await h.call(CHANGE, { id: pro, at: invoice.prorationDate }, k.admin)) as Reply;
  expect(changed.data!.updateStripeSubscriptionPlan).toMatchObject({
    status: 'pending',
    msg: 'Your change to Pro applies once its payment is confirmed',
  });
  const update = stand.seen.filter((r) => r.method === 'POST' && r.form['items[0][price]']).at(-1)!;
  expect(update.form).toMatchObject({
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    proration_date: String(Date.parse(invoice.prorationDate) / 1000),
  });
  const paymentId = (await books(h).payments.findOne({ kitchenId: k.oid, subscriptionPlanId: pro }).lean())!;
  await deliver('invoice.paid', stand.get(paymentId.paymentId!));
  expect((await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!.planId.toHexString()).toBe(pro);
});

test('cancelling tells Stripe to stop at the period end', async () => {
  const k = await bought();
  await deliver('invoice.paid', stand.markPaid(k.invoiceId));
  const reply = (await h.call(CANCEL, {}, k.admin)) as Reply;
  expect(firstError(reply as never)).toBeUndefined();
  expect(stand.get(k.buy.subscription_id)).toMatchObject({ cancel_at_period_end: true });
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
});

test('bought during the trial: Stripe gets trial_end, the card is saved by a SetupIntent, and the first charge at the trial’s end is the purchase’s payment', async () => {
  const k = await trialKitchen(h, { trialDaysLeft: 9 });
  const trialEnd = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!.trialEndsAt!;
  const reply = (await h.call(
    BUY,
    { input: { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address } },
    k.admin,
  )) as Reply;
  const buy = reply.data!.createSubscriptionBuy;
  expect(buy).toMatchObject({ client_secret: expect.stringMatching(/^seti_\d+_secret_/), price: { total: '35.09' } });
  expect(buy.msg).toMatch(/^Your trial runs until .+; the first payment of €35\.09 is taken then/);
  const created = stand.seen.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').at(-1)!;
  expect(created.form).toMatchObject({
    trial_end: String(Math.floor(trialEnd.getTime() / 1000)),
    'trial_settings[end_behavior][missing_payment_method]': 'cancel',
  });

  // Stripe's €0 trial invoice: the trial and its end stay, nothing is recorded as paid, no receipt.
  const sub = stand.get(buy.subscription_id)!;
  expect((await deliver('invoice.paid', stand.get(sub.latest_invoice.id as string))).body.applied).toBe(true);
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'TRIALING', dueDate: trialEnd });
  expect(await books(h).payments.findById(buy.payment.id).lean()).toMatchObject({ status: 'PENDING', paymentId: null });
  expect(await receipts(h, k.kitchenId)).toEqual([]);

  // The trial ends: Stripe charges the saved card for the first month, which is the purchase's payment.
  const first = stand.renewal(buy.subscription_id);
  expect(first.lines.data[0].period.start).toBe(Math.floor(trialEnd.getTime() / 1000));
  await deliver('invoice.paid', first, { id: 'evt_first_charge' });
  await deliver('invoice.paid', first, { id: 'evt_first_charge' });
  expect(await books(h).payments.findById(buy.payment.id).lean()).toMatchObject({ status: 'PAID', paymentId: first.id, amountCents: 3509 });
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid })).toBe(1);
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'ACTIVE', trialEndsAt: null });
  const sent = await receipts(h, k.kitchenId);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.payload).toMatchObject({ totalCents: 3509, taxCents: 609, invoiceUrl: `https://invoice.stripe.test/${first.id}/pdf` });
});
