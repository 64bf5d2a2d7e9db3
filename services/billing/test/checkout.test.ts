import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import type { PlanDoc } from '../src/plans/plan.model';
import { newEvent } from '@brigade/events';
import { kitchenEventHandlers } from '../src/subscriptions/trials';
import { embeddedModels } from '../src/providers/embedded/embedded.model';
import { until } from '@brigade/test-kit';
import { address, books, BUY, CANCEL, CHANGE, CHECK, DUE, NEW_PAYMENT, outbox, PAY, trialKitchen } from './checkout-support';
import { codes, cook, firstError, startHarness, type Harness } from './support';

/** Buying, paying, renewing, changing and cancelling with the embedded provider, through GraphQL. */
let h: Harness;
const DAY = 24 * 3600 * 1000;
const plan = async (name: string, cycle: PlanDoc['subscriptionPlan'] = 'MONTHLY') =>
  (await h.plans.findOne({ name, subscriptionPlan: cycle }).lean())!._id.toHexString();
// Answers are checked with toMatchObject, not through their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

// VIES, standing in: every well-formed number is registered; asked by a requester, it gives a consultation number.
const vies = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const requester = (JSON.parse(raw) as { requesterNumber?: string }).requesterNumber;
    const answer = { valid: true, name: 'KÜCHE GMBH', address: 'BERLIN', ...(requester ? { requestIdentifier: `WAPI-${requester}` } : {}) };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const viesUrl = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/rest-api`;
  h = await startHarness('billing_checkout', {
    OVERDUE_SWEEP_MS: '100',
    APP_URL: 'https://app.example',
    SELLER_COUNTRY: 'NL',
    SELLER_VAT_NUMBER: 'NL003156709B01',
    VIES_URL: viesUrl,
  });
});
afterAll(async () => {
  await h.stop();
  await new Promise((resolve) => vies.close(resolve));
});

/** A kitchen that bought `name` and paid with `card`; returns its ids and admin. */
async function paying(name = 'Starter', card = '4242 4242 4242 4242') {
  const k = await trialKitchen(h);
  const buy = (await h.call(
    BUY,
    { input: { subscriptionPlanId: await plan(name), accountType: 'PERSON', billingAddress: address } },
    k.admin,
  )) as Reply;
  const paid = (await h.call(PAY, { secret: buy.data!.createSubscriptionBuy.client_secret, card }, k.admin)) as Reply;
  expect(paid.errors).toBeUndefined();
  return { ...k, buy: buy.data!.createSubscriptionBuy };
}

/** Puts the paid period around `at`: `before` days behind it, `after` days ahead (the provider's books too). */
async function period(kitchenId: Types.ObjectId, at: Date, before: number, after: number) {
  const { subscriptions } = books(h);
  const sub = (await subscriptions.findOne({ kitchenId }).lean())!;
  const start = new Date(at.getTime() - before * DAY);
  const end = new Date(at.getTime() + after * DAY);
  await subscriptions.updateOne({ _id: sub._id }, { $set: { currentPeriodStart: start, dueDate: end } });
  await embeddedModels(h.service.connection).subscriptions.updateOne(
    { _id: sub.providerSubscriptionRef },
    { $set: { periodStart: start, periodEnd: end } },
  );
}

test('a kitchen whose trial ended buys Starter: the breakdown, a declined card changes nothing, a test card starts the plan at once', async () => {
  const k = await trialKitchen(h);
  const input = { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address };
  const buy = (await h.call(BUY, { input }, k.admin)) as Reply;
  expect(buy.errors).toBeUndefined();
  const bought = buy.data!.createSubscriptionBuy;
  expect(bought).toMatchObject({
    publishable_key: null,
    provider: 'embedded',
    msg: 'Complete the payment to start Starter',
    trialEndsAt: null,
    price: {
      subtotal: '29.00',
      discount: '0.00',
      tax: '6.09',
      total: '35.09',
      totalCents: 3509,
      taxPercent: 21,
      reverseCharge: false,
      currency: 'EUR',
    },
    payment: { status: 'PENDING', amountCents: 3509 },
  });
  expect(bought.client_secret).toMatch(/^ein_.+_secret_/);
  expect(bought.payment.orderId).toMatch(/^INV-\d{6}$/);
  expect(bought.paymentUrl).toBe(`https://app.example/complete-payment?payment=${bought.payment.id}`);

  // A second click gets the same checkout, not a second payment.
  const again = (await h.call(BUY, { input }, k.admin)) as Reply;
  expect(again.data!.createSubscriptionBuy.client_secret).toBe(bought.client_secret);
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid })).toBe(1);

  const declined = (await h.call(PAY, { secret: bought.client_secret, card: '4000 0000 0000 0002' }, k.admin, { locale: 'nl' })) as Reply;
  expect(firstError(declined as never)).toMatchObject({
    message: 'Je kaart is geweigerd',
    extensions: { code: 'BAD_USER_INPUT', field: 'cardNumber' },
  });
  // The ended trial stays as it was (the sweep may have made it overdue meanwhile).
  expect(['TRIALING', 'PAST_DUE']).toContain((await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!.status);

  const before = Date.now();
  const paid = (await h.call(PAY, { secret: bought.client_secret, card: '4242424242424242' }, k.admin)) as Reply;
  expect(paid.data!.payWithTestCard).toMatchObject({ status: 'PAID', paid: true, amountCents: 3509 });
  const sub = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!;
  expect(sub).toMatchObject({ status: 'ACTIVE', trialEndsAt: null, provider: 'embedded' });
  const dueInDays = (sub.dueDate!.getTime() - before) / DAY;
  expect(dueInDays).toBeGreaterThanOrEqual(28);
  expect(dueInDays).toBeLessThanOrEqual(31);
  expect((await outbox(h, k.kitchenId)).at(-1)).toMatchObject({
    payload: { status: 'ACTIVE', overdue: false, isFreeTrial: false, limits: { cooksCount: 5 } },
  });

  // Paying twice is refused and charges nothing more.
  const twice = (await h.call(PAY, { secret: bought.client_secret, card: '4242424242424242' }, k.admin)) as Reply;
  expect(firstError(twice as never)?.message).toBe('This payment is already settled');
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid, status: 'PAID' })).toBe(1);
  // And buying again is refused: a paying kitchen changes plan instead.
  const rebuy = (await h.call(BUY, { input }, k.admin)) as Reply;
  expect(firstError(rebuy as never)?.message).toBe('Your kitchen already pays for a plan: change plan instead');
});

test('VAT by country and account type: a verified German business pays none (reverse charge), people in Germany and Finland pay their own country’s rate', async () => {
  const starter = await plan('Starter');
  /** A new trial kitchen buys Starter as `buyer`; returns its kitchen and the price it was quoted. */
  const buyAs = async (buyer: Record<string, unknown>) => {
    const k = await trialKitchen(h);
    const reply = (await h.call(BUY, { input: { subscriptionPlanId: starter, ...buyer } }, k.admin)) as Reply;
    return { k, price: reply.data!.createSubscriptionBuy.price };
  };
  const berlin = { ...address, city: 'Berlin', state: 'Berlin', country: 'DE', postal_code: '10115' };
  const helsinki = { ...address, city: 'Helsinki', state: 'Uusimaa', country: 'FI', postal_code: '00100' };

  const business = await buyAs({ accountType: 'BUSSINESS', company_name: 'Küche GmbH', vat_number: 'DE136695976', billingAddress: berlin });
  expect(business.price).toMatchObject({ subtotal: '29.00', tax: '0.00', total: '29.00', taxPercent: 0, reverseCharge: true });
  // The evidence for the reverse charge: VIES's consultation number for the seller's check, and when.
  const account = (await books(h).subscriptions.findOne({ kitchenId: business.k.oid }).lean())?.account;
  expect(account).toMatchObject({ vatVerified: true, vatConsultation: 'WAPI-003156709B01', vatCheckedAt: expect.any(Date) });

  // Not the seller's Dutch 21 %: consumers pay their own country's VAT, declared through OSS.
  const person = await buyAs({ accountType: 'PERSON', billingAddress: berlin });
  expect(person.price).toMatchObject({ tax: '5.51', total: '34.51', taxPercent: 19, reverseCharge: false });
  // 25.5 % of €29.00 is 739.5 cents, rounded half up.
  const finn = await buyAs({ accountType: 'PERSON', billingAddress: helsinki });
  expect(finn.price).toMatchObject({ tax: '7.40', total: '36.40', taxPercent: 25.5 });

  // A number VIES cannot confirm (a malformed one here) never earns the reverse charge.
  const unverified = await buyAs({ accountType: 'BUSSINESS', company_name: 'X GmbH', vat_number: 'DE123', billingAddress: berlin });
  expect(unverified.price).toMatchObject({ tax: '5.51', reverseCharge: false });
});

test('a kitchen billing never heard of can still buy, and its late KitchenCreated starts no trial over the paid plan', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  const admin = {
    kind: 'user' as const,
    userId: new Types.ObjectId().toHexString(),
    roles: ['ADMIN' as const],
    kitchenId,
    tokenVersion: 0,
  };
  const buy = (await h.call(
    BUY,
    { input: { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address } },
    admin,
  )) as Reply;
  await h.call(PAY, { secret: buy.data!.createSubscriptionBuy.client_secret, card: '4242424242424242' }, admin);
  const late = newEvent('KitchenCreated', { kitchenId, name: 'Late', ownerId: null }, { producer: 'kitchen', aggregateId: kitchenId });
  await kitchenEventHandlers(books(h).subscriptions, h.plans).KitchenCreated(late);
  expect(await books(h).subscriptions.findOne({ kitchenId }).lean()).toMatchObject({ status: 'ACTIVE', trialEndsAt: null });
});

test('the purchase modal’s input is checked on the server, in the buyer’s language', async () => {
  const k = await trialKitchen(h);
  const starter = await plan('Starter');
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { subscriptionPlanId: starter, accountType: 'PERSON', billingAddress: { ...address, city: ' ' } },
      'input.billingAddress.city',
      'Dit veld is verplicht',
    ],
    [
      { subscriptionPlanId: starter, accountType: 'PERSON', billingAddress: { ...address, country: 'XX' } },
      'input.billingAddress.country',
      'Kies een land',
    ],
    [{ subscriptionPlanId: starter, accountType: 'BUSSINESS', billingAddress: address }, 'input.company_name', 'Vul de bedrijfsnaam in'],
    [
      { subscriptionPlanId: new Types.ObjectId().toHexString(), accountType: 'PERSON', billingAddress: address },
      'input.subscriptionPlanId',
      'Dit abonnement wordt niet aangeboden',
    ],
  ];
  for (const [input, field, message] of cases) {
    const reply = (await h.call(BUY, { input }, k.admin, { locale: 'nl' })) as Reply;
    expect(firstError(reply as never)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  }
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid })).toBe(0);
});

test('nobody pays or buys for another kitchen; cooks do not buy', async () => {
  const a = await trialKitchen(h);
  const b = await trialKitchen(h);
  const buy = (await h.call(
    BUY,
    { input: { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address } },
    a.admin,
  )) as Reply;
  const { client_secret, payment } = buy.data!.createSubscriptionBuy;
  expect(codes((await h.call(PAY, { secret: client_secret, card: '4242424242424242' }, b.admin)) as never)).toEqual(['FORBIDDEN']);
  expect(codes((await h.call(CHECK, { id: payment.id }, b.admin)) as never)).toEqual(['FORBIDDEN']);
  expect(
    codes(
      (await h.call(
        BUY,
        { input: { subscriptionPlanId: await plan('Starter'), accountType: 'PERSON', billingAddress: address } },
        cook,
      )) as never,
    ),
  ).toEqual(['FORBIDDEN']);
  expect(await books(h).payments.findById(payment.id).lean()).toMatchObject({ status: 'PENDING' });
});

test('upgrading half-way through the month: proration by hand, charged at once, the plan changes', async () => {
  const k = await paying('Starter');
  const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
  await period(k.oid, at, 15, 15);
  const pro = await plan('Pro');
  // Starter €29 and Pro €79 a month, half the period left: −14.50 + 39.50 = 25.00, 21 % VAT 5.25, 30.25.
  const preview = (await h.call(CHANGE, { id: pro, preview: true, at: at.toISOString() }, k.admin)) as Reply;
  expect(preview.data!.updateStripeSubscriptionPlan).toMatchObject({
    status: 'preview',
    currentPlan: { name: 'Starter', amount: '35.09' },
    newPlan: { name: 'Pro', amount: '95.59' },
    invoice: {
      prorationDate: at.toISOString(),
      subtotal: '25.00',
      tax: '5.25',
      total: '30.25',
      amountDue: '30.25',
      lines: [
        { description: 'Unused time on Starter', amount: '-14.50' },
        { description: 'Remaining time on Pro', amount: '39.50' },
      ],
    },
    payment: null,
  });
  expect((await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!.planId.toHexString()).not.toBe(pro);

  const changed = (await h.call(CHANGE, { id: pro, at: at.toISOString() }, k.admin)) as Reply;
  expect(changed.data!.updateStripeSubscriptionPlan).toMatchObject({
    status: 'active',
    msg: 'Your kitchen is now on Pro',
    payment: { status: 'PAID', amountCents: 3025 },
  });
  const sub = (await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean())!;
  expect(sub.planId.toHexString()).toBe(pro);
  expect(sub.dueDate).toEqual(new Date(at.getTime() + 15 * DAY));
  expect((await outbox(h, k.kitchenId)).at(-1)).toMatchObject({ payload: { planId: pro, limits: { cooksCount: 20 } } });

  // A stale preview is not honoured.
  const stale = (await h.call(
    CHANGE,
    { id: await plan('Group'), at: new Date(Date.now() - 2 * 3600 * 1000).toISOString() },
    k.admin,
  )) as Reply;
  expect(firstError(stale as never)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'prorationDate' });
});

test('downgrading charges nothing now, and the credit comes off the next renewal', async () => {
  const k = await paying('Pro');
  const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
  await period(k.oid, at, 15, 15);
  // Pro → Starter with half left: −39.50 + 14.50 = −25.00, VAT −5.25: €30.25 credit.
  const changed = (await h.call(CHANGE, { id: await plan('Starter'), at: at.toISOString() }, k.admin)) as Reply;
  expect(changed.data!.updateStripeSubscriptionPlan).toMatchObject({
    status: 'active',
    invoice: { total: '-30.25', amountDue: '0.00' },
    payment: { status: 'PAID', amountCents: 0 },
  });
  // The period ends: the renewal of Starter (35.09) less the 30.25 credit charges 4.84.
  await period(k.oid, new Date(), 31, -0.0001);
  const renewed = await until(
    () =>
      books(h)
        .payments.findOne({ kitchenId: k.oid, description: /renewal/ })
        .lean(),
    (p) => p?.status === 'PAID',
    { timeoutMs: 5000, intervalMs: 50, what: 'the renewal less the credit to be paid' },
  );
  expect(renewed).toMatchObject({ status: 'PAID', amountCents: 484, subtotalCents: 2900, taxCents: 609, discountCents: 3025 });
});

test('a renewal on the saved card extends the period; a declined renewal makes the kitchen overdue, and paying again clears it', async () => {
  const good = await paying('Starter');
  const bad = await paying('Starter', '4000000000000341');
  for (const k of [good, bad]) await period(k.oid, new Date(), 31, -0.0001);
  const subOf = (k: { oid: Types.ObjectId }) => books(h).subscriptions.findOne({ kitchenId: k.oid }).lean();
  const renewed = await until(
    () => subOf(good),
    (s) => !!s && s.dueDate! > new Date(Date.now() + 20 * DAY),
    { timeoutMs: 5000, intervalMs: 50, what: 'the renewed period' },
  );
  expect(renewed).toMatchObject({ status: 'ACTIVE' });
  expect(
    await books(h)
      .payments.findOne({ kitchenId: good.oid, description: /renewal/ })
      .lean(),
  ).toMatchObject({ status: 'PAID', amountCents: 3509, orderId: expect.stringMatching(/^INV-/) });

  // The sweep may flag the lapsed period before the provider's renewal fails; wait for the renewal itself.
  const failed = await until(
    () =>
      books(h)
        .payments.findOne({ kitchenId: bad.oid, description: /renewal/ })
        .lean(),
    (p) => p?.status === 'FAILED',
    { timeoutMs: 5000, intervalMs: 50, what: 'the declined renewal' },
  );
  expect(failed).toMatchObject({ status: 'FAILED' });
  expect(
    (
      await until(
        () => subOf(bad),
        (s) => s?.status === 'PAST_DUE',
        { timeoutMs: 5000, intervalMs: 50, what: 'the kitchen to be overdue' },
      )
    )?.status,
  ).toBe('PAST_DUE');
  expect((await outbox(h, bad.kitchenId)).at(-1)).toMatchObject({ payload: { status: 'PAST_DUE', overdue: true } });

  // The /complete-payment page: a new payment with its link, paid with a good card.
  const fresh = (await h.call(NEW_PAYMENT, { id: await plan('Starter') }, bad.admin)) as Reply;
  const created = fresh.data!.CreateNewPayment;
  expect(created).toMatchObject({ message: 'Pay €35.09 to continue with Starter', payments: [{ status: 'PENDING', amountCents: 3509 }] });
  expect(created.paymentUrl).toBe(`https://app.example/complete-payment?payment=${created.payments[0].id}`);
  const open = (await h.call(
    `query ($id: ID!) { getPaymentById(id: $id) { clientSecret } }`,
    { id: created.payments[0].id },
    bad.admin,
  )) as Reply;
  const secret = open.data!.getPaymentById.clientSecret as string;
  expect(secret).toMatch(/_secret_/);
  await h.call(PAY, { secret, card: '4242424242424242' }, bad.admin);
  expect(await subOf(bad)).toMatchObject({ status: 'ACTIVE' });
  const check = (await h.call(CHECK, { id: created.payments[0].id }, bad.admin)) as Reply;
  expect(check.data!.CheckAndUpdatePayment).toMatchObject({ status: 'PAID', paid: true });
  // Nothing is due any more.
  expect(firstError((await h.call(NEW_PAYMENT, { id: await plan('Starter') }, bad.admin)) as never)?.message).toBe(
    'Your kitchen has nothing to pay right now',
  );
});

test('cancelling keeps the plan until the period ends, then the subscription ends and the kitchen must pay to go on', async () => {
  const k = await paying('Starter');
  const end = new Date(Date.now() + 10 * DAY);
  await period(k.oid, new Date(), 20, 10);
  type Due = { _entities: { getPaymentDueDate: { dueDate: string; isDue: boolean; cancelAt: string | null } }[] };
  const due = async () =>
    (await h.call<Due>(DUE, { r: [{ __typename: 'Kitchen', id: k.kitchenId }] }, k.admin)).data!._entities[0]!.getPaymentDueDate;
  expect((await due()).cancelAt).toBeNull();
  const reply = (await h.call(CANCEL, {}, k.admin, { locale: 'en' })) as Reply;
  expect(reply.data!.createSubscriptionCancel).toMatchObject({ code: 200, cancelAt: expect.any(String) });
  expect(Math.abs(Date.parse(reply.data!.createSubscriptionCancel.cancelAt) - end.getTime())).toBeLessThan(5000);
  expect(reply.data!.createSubscriptionCancel.msg).toMatch(/^Your subscription ends on .* 20\d\d; your kitchen keeps its plan until then$/);
  expect(await books(h).subscriptions.findOne({ kitchenId: k.oid }).lean()).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
  // A page opened later still knows: the day it ends, which is the paid period's end.
  const scheduled = await due();
  expect(scheduled).toMatchObject({ isDue: false, cancelAt: scheduled.dueDate });
  expect(Date.parse(scheduled.cancelAt!)).toBe(Date.parse(reply.data!.createSubscriptionCancel.cancelAt));
  expect(firstError((await h.call(CANCEL, {}, k.admin)) as never)?.message).toBe(
    'Your subscription already ends at the end of this period',
  );

  await period(k.oid, new Date(), 30, -0.0001);
  const ended = await until(
    () => books(h).subscriptions.findOne({ kitchenId: k.oid }).lean(),
    (s) => s?.status === 'CANCELED',
    { timeoutMs: 5000, intervalMs: 50, what: 'the cancelled subscription to end' },
  );
  expect(ended?.status).toBe('CANCELED');
  expect(await due()).toMatchObject({ isDue: true, cancelAt: null });
  expect(await books(h).payments.countDocuments({ kitchenId: k.oid, description: /renewal/ })).toBe(0);
  expect((await outbox(h, k.kitchenId)).at(-1)).toMatchObject({ payload: { status: 'CANCELED', overdue: true } });
});
