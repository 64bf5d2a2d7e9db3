import { embeddedModels } from '../src/providers/embedded/embedded.model';
import { until } from '@brigade/test-kit';
import { address, books, BUY, CHECK, outbox, PAY, receipts, trialKitchen } from './checkout-support';
import { startHarness, type Harness } from './support';

/** Buying during the free trial, and the receipt of every paid invoice, with the embedded provider (issue #24). */
let h: Harness;
// Answers are checked with toMatchObject, not through their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { data?: Record<string, any> | null; errors?: { message: string }[] };
const plan = async (name: string) => (await h.plans.findOne({ name, subscriptionPlan: 'MONTHLY' }).lean())!._id.toHexString();

beforeAll(async () => {
  h = await startHarness('billing_trial_purchase', { OVERDUE_SWEEP_MS: '100', APP_URL: 'https://app.example' });
});
afterAll(async () => {
  await h.stop();
});

const buy = async (k: Awaited<ReturnType<typeof trialKitchen>>, name: string, locale = 'en') =>
  (await h.call(BUY, { input: { subscriptionPlanId: await plan(name), accountType: 'PERSON', billingAddress: address } }, k.admin, {
    locale,
  })) as Reply;

test('bought during the trial: the kitchen keeps its trial days and is told so before paying; the first charge comes at the trial’s end', async () => {
  const k = await trialKitchen(h, { trialDaysLeft: 10 });
  const trialEnd = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!.trialEndsAt!;
  const wholeSeconds = new Date(Math.floor(trialEnd.getTime() / 1000) * 1000);

  const bought = (await buy(k, 'Pro', 'nl')).data!.createSubscriptionBuy;
  const day = new Intl.DateTimeFormat('nl', { dateStyle: 'long', timeZone: 'UTC' }).format(trialEnd);
  expect(bought).toMatchObject({
    trialEndsAt: wholeSeconds.toISOString(),
    msg: `Je proefperiode loopt tot ${day}; de eerste betaling van €\u00a095,59 wordt dan afgeschreven. Voeg je kaart toe om Pro te houden`,
    price: { total: '95.59' },
    payment: { status: 'PENDING', amountCents: 9559 },
  });

  // Saving the card charges nothing: the trial and its end stay, now on the plan bought.
  const saved = (await h.call(PAY, { secret: bought.client_secret, card: '4242 4242 4242 4242' }, k.admin)) as Reply;
  expect(saved.errors).toBeUndefined();
  expect(saved.data!.payWithTestCard).toMatchObject({ status: 'PENDING', paid: false });
  const trialing = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!;
  expect(trialing).toMatchObject({ status: 'TRIALING', trialEndsAt: trialEnd, dueDate: trialEnd });
  expect(trialing.planId.toHexString()).toBe(await plan('Pro'));
  expect((await outbox(h, k.kitchenId)).at(-1)).toMatchObject({
    payload: { status: 'TRIALING', isFreeTrial: true, dueDate: trialEnd.toISOString(), limits: { cooksCount: 20 } },
  });
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid, status: 'PAID' })).toBe(0);
  expect(await receipts(h, k.kitchenId)).toEqual([]);
  expect(await books(h).payments.findById(bought.payment.id).lean()).toMatchObject({ dueOn: wholeSeconds, paymentCycleDate: wholeSeconds });

  // The trial ends (the provider's clock, run by the sweep): the saved card pays the first month from then.
  await embeddedModels(h.service.connection).subscriptions.updateOne(
    { _id: trialing.providerSubscriptionRef },
    { $set: { periodEnd: new Date(Date.now() - 1000) } },
  );
  const paid = await until(
    () => books(h).payments.findById(bought.payment.id).lean(),
    (p) => p?.status === 'PAID',
    { timeoutMs: 5000, intervalMs: 50, what: 'the first month paid from the saved card' },
  );
  expect(paid).toMatchObject({ status: 'PAID', amountCents: 9559, subtotalCents: 7900, taxCents: 1659 });
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid })).toBe(1);
  const active = await until(
    () => books(h).subscriptions.findOne({ kitchenId: k.oid }).lean(),
    (s) => s?.status === 'ACTIVE',
    { timeoutMs: 5000, intervalMs: 50, what: 'the subscription active after the trial' },
  );
  expect(active).toMatchObject({ status: 'ACTIVE', trialEndsAt: null });
  expect(active!.dueDate!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
});

test('a paid invoice writes exactly one receipt with its figures; the same invoice reported again writes none', async () => {
  const k = await trialKitchen(h);
  const bought = (await buy(k, 'Starter')).data!.createSubscriptionBuy;
  expect(bought.trialEndsAt).toBeNull();
  await h.call(PAY, { secret: bought.client_secret, card: '4242424242424242' }, k.admin);
  // A missed-webhook check reports the same paid invoice a second time, under another event id.
  expect(((await h.call(CHECK, { id: bought.payment.id }, k.admin)) as Reply).data!.CheckAndUpdatePayment).toMatchObject({
    status: 'PAID',
  });

  const sent = await receipts(h, k.kitchenId);
  expect(sent).toHaveLength(1);
  const payment = (await books(h).payments.findById(bought.payment.id).lean())!;
  expect(sent[0]).toMatchObject({
    type: 'InvoicePaid',
    producer: 'billing',
    kitchenId: k.kitchenId,
    payload: {
      paymentId: bought.payment.id,
      kitchenId: k.kitchenId,
      invoiceNumber: payment.orderId,
      paidAt: payment.paymentAt!.toISOString(),
      planName: 'Starter',
      currency: 'EUR',
      subtotalCents: 2900,
      discountCents: 0,
      taxCents: 609,
      totalCents: 3509,
      taxPercent: 21,
      reverseCharge: false,
      // The embedded provider makes no PDF: the receipt links the invoice's page in the kitchen console.
      invoiceUrl: `https://app.example/auth/admin/payments/${bought.payment.id}`,
    },
  });
});
