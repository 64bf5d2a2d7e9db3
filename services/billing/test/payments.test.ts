import { start } from '@brigade/embedded-mongo';
import { user } from '@brigade/test-kit';
import mongoose, { Types } from 'mongoose';
import { upgradePaymentIndexes } from '../src/payments/index-upgrade';
import { paymentModel, type PaymentDoc } from '../src/payments/payment.model';
import { priceBreakdown } from '../src/payments/price-breakdown';
import { anonymous, codes, startHarness, superAdmin, type Harness } from './support';

/** Reading payments and their display values; each kitchen sees only its own. */
let h: Harness;
const [kitchenA, kitchenB] = [new Types.ObjectId(), new Types.ObjectId()];
const adminOf = (kitchen: Types.ObjectId, roles: ('ADMIN' | 'COOK')[] = ['ADMIN']) => user(roles, kitchen.toHexString());
let paidA: string;
let paidB: string;

beforeAll(async () => {
  h = await startHarness('billing_payments');
  const starter = await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean();
  if (!starter) throw new Error('seeded plan missing');
  const payment = (kitchenId: Types.ObjectId, n: number, status: PaymentDoc['status'], paidOn: string | null) => ({
    kitchenId,
    userId: new Types.ObjectId(),
    subscriptionPlanId: starter._id,
    ...priceBreakdown(starter),
    currency: 'EUR' as const,
    status,
    paymentId: `pi_${n}`,
    orderId: `INV-2026-${String(n).padStart(6, '0')}`,
    description: 'Starter, monthly',
    paymentCycleDate: new Date(`2026-${String(n).padStart(2, '0')}-01T00:00:00.000Z`),
    dueOn: new Date(`2026-${String(n).padStart(2, '0')}-01T00:00:00.000Z`),
    paymentAt: paidOn ? new Date(paidOn) : null,
  });
  const docs = await paymentModel(h.service.connection).create([
    payment(kitchenA, 9, 'PAID', '2026-09-01T09:30:00.000Z'),
    payment(kitchenA, 10, 'PAID', '2026-10-01T09:30:00.000Z'),
    payment(kitchenA, 11, 'FAILED', null),
    payment(kitchenB, 1, 'PAID', '2026-10-02T09:30:00.000Z'),
  ]);
  paidA = docs[1]?._id.toHexString() ?? '';
  paidB = docs[3]?._id.toHexString() ?? '';
});

afterAll(async () => {
  await h.stop();
});

const LIST = `query ($f: PaymentFilters) { getPayments(pageNo: 1, sizePerPage: 10, filters: $f) { total records { orderId kitchenId status paid } } }`;
const ONE = `query ($id: ID!) { getPaymentById(id: $id) { orderId subtotal discount tax total amount amountCents paid paymentAt
  paymentCycleDate dueOn plan { name } } }`;

test('€29 with 21% VAT: subtotal 29.00, tax 6.09, total 35.09, in whole cents; a discount comes off before tax', () => {
  expect(priceBreakdown({ priceCents: 2900, discount: 0, tax: 21 })).toEqual({
    subtotalCents: 2900,
    discountCents: 0,
    taxCents: 609,
    amountCents: 3509,
  });
  // €49.99 − 10% = 44.99 (4.999 rounds to 5.00 off); 21% of 44.99 = 9.4479 → 9.45; total 54.44.
  expect(priceBreakdown({ priceCents: 4999, discount: 10, tax: 21 })).toEqual({
    subtotalCents: 4999,
    discountCents: 500,
    taxCents: 945,
    amountCents: 5444,
  });
});

test('a kitchen admin sees their kitchen’s payments only, newest first, even when asking for another kitchen', async () => {
  const own = await h.call<{ getPayments: { total: number; records: { orderId: string; kitchenId: string }[] } }>(
    LIST,
    {},
    adminOf(kitchenA),
  );
  expect(own.data?.getPayments.total).toBe(3);
  expect(own.data?.getPayments.records.map((r) => r.orderId)).toEqual(['INV-2026-000011', 'INV-2026-000010', 'INV-2026-000009']);
  const sneaky = await h.call<{ getPayments: { total: number } }>(LIST, { f: { kitchenId: kitchenB.toHexString() } }, adminOf(kitchenA));
  expect(sneaky.data?.getPayments.total).toBe(0);
  expect(codes(await h.call(ONE, { id: paidB }, adminOf(kitchenA)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(ONE, { id: new Types.ObjectId().toHexString() }, adminOf(kitchenA)))).toEqual(['FORBIDDEN']);
});

test('cooks see no payments; signed-out callers are told to sign in', async () => {
  expect(codes(await h.call(LIST, {}, adminOf(kitchenA, ['COOK'])))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(ONE, { id: paidA }, adminOf(kitchenA, ['COOK'])))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(LIST, {}, anonymous))).toEqual(['UNAUTHENTICATED']);
});

test('a super admin reads every kitchen’s, filtered by kitchen and status, with the display values', async () => {
  const all = await h.call<{ getPayments: { total: number } }>(LIST, {}, superAdmin);
  expect(all.data?.getPayments.total).toBe(4);
  const failed = await h.call<{ getPayments: { records: { orderId: string; paid: boolean }[] } }>(
    LIST,
    { f: { kitchenId: kitchenA.toHexString(), status: 'FAILED' } },
    superAdmin,
  );
  expect(failed.data?.getPayments.records).toEqual([
    { orderId: 'INV-2026-000011', kitchenId: kitchenA.toHexString(), status: 'FAILED', paid: false },
  ]);
  const one = await h.call(ONE, { id: paidA }, superAdmin);
  expect(one.data).toEqual({
    getPaymentById: {
      orderId: 'INV-2026-000010',
      subtotal: '29.00',
      discount: '0.00',
      tax: '6.09',
      total: '35.09',
      amount: '35.09',
      amountCents: 3509,
      paid: true,
      paymentAt: '2026-10-01T09:30:00.000Z',
      paymentCycleDate: '2026-10-01T00:00:00.000Z',
      dueOn: '2026-10-01T00:00:00.000Z',
      plan: { name: 'Starter' },
    },
  });
});

test("the kitchen's last payment is its newest paid one, for its admin and not its cooks", async () => {
  const q = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Kitchen { lastPayment { orderId } } } }`;
  const r = [{ __typename: 'Kitchen', id: kitchenA.toHexString() }];
  expect((await h.call(q, { r }, adminOf(kitchenA))).data).toEqual({ _entities: [{ lastPayment: { orderId: 'INV-2026-000010' } }] });
  expect((await h.call(q, { r }, adminOf(kitchenA, ['COOK']))).data).toEqual({ _entities: [{ lastPayment: null }] });
  expect((await h.call(q, { r }, adminOf(kitchenB))).data).toEqual({ _entities: [{ lastPayment: null }] });
});

test('a database from before invoices were unique upgrades its index when billing starts', async () => {
  const mongo = await start({ port: 0 });
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'billing_old' }).asPromise();
  try {
    await connection.collection('payments').createIndex({ paymentId: 1 }, { sparse: true });
    await upgradePaymentIndexes(connection);
    await paymentModel(connection).init();
    const index = (await connection.collection('payments').indexes()).find((i) => i.name === 'paymentId_1');
    expect(index).toMatchObject({ unique: true, partialFilterExpression: { paymentId: { $type: 'string' } } });
  } finally {
    await connection.close();
    await mongo.stop();
  }
});
