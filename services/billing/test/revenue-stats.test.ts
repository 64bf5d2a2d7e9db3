import { Types } from 'mongoose';
import { paymentModel, type PaymentDoc } from '../src/payments/payment.model';
import { monthWindow } from '@brigade/service-kit';
import { anonymous, codes, cook, firstError, kitchenAdmin, startHarness, superAdmin, type Harness } from './support';

/** The dashboard's subscriptions and revenue: super admins only, net of VAT, by UTC month paid. */
let h: Harness;
const STATS = `query ($months: Int) { revenueStats(months: $months) { activeSubscriptions currency revenueThisMonthCents revenue { month revenueCents } } }`;
type Stats = {
  revenueStats: {
    activeSubscriptions: number;
    currency: string;
    revenueThisMonthCents: number;
    revenue: { month: string; revenueCents: number }[];
  };
};

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
const label = (d: Date) => d.toISOString().slice(0, 7);

let invoices = 0;
/** €29 − 10 % discount = 26.10 net, + 21 % VAT 5.48 = 31.58 charged: only the 2610 net counts as revenue. */
const payment = (status: PaymentDoc['status'], paymentAt: Date | null) => {
  invoices += 1;
  return {
    kitchenId: new Types.ObjectId(),
    userId: null,
    subscriptionPlanId: new Types.ObjectId(),
    subtotalCents: 2900,
    discountCents: 290,
    taxCents: 548,
    amountCents: 3158,
    currency: 'EUR' as const,
    status,
    paymentId: `in_stats_${invoices}`,
    orderId: `INV-STATS-${invoices}`,
    description: 'Starter, monthly',
    paymentCycleDate: paymentAt ?? now,
    dueOn: paymentAt ?? now,
    paymentAt,
  };
};

beforeAll(async () => {
  h = await startHarness('billing_stats');
  await paymentModel(h.service.connection).create([
    payment('PAID', thisMonth),
    payment('PAID', new Date(thisMonth.getTime() + 3_600_000)),
    payment('PAID', new Date(thisMonth.getTime() - 1)), // the last millisecond of last month (UTC)
    payment('PAID', monthsAgo(11)),
    payment('PAID', new Date(monthsAgo(11).getTime() - 1)), // just before the 12 months
    payment('PENDING', null),
    payment('FAILED', null),
    payment('REFUNDED', monthsAgo(2)), // paid, then refunded: not revenue
  ]);
  const subscription = (status: string) => ({ planId: new Types.ObjectId(), kitchenId: new Types.ObjectId(), status });
  await h.subscriptions.insertMany(['ACTIVE', 'ACTIVE', 'TRIALING', 'PAST_DUE', 'CANCELED'].map(subscription));
});

afterAll(async () => {
  await h.stop();
});

test('paid payments net of VAT per UTC month for the last 12 months, empty months 0; paying subscriptions counted', async () => {
  const stats = (await h.call<Stats>(STATS, {}, superAdmin)).data?.revenueStats;
  expect(stats).toMatchObject({ activeSubscriptions: 2, currency: 'EUR', revenueThisMonthCents: 5220 });
  const revenue = stats?.revenue ?? [];
  expect(revenue.map((r) => r.month)).toEqual(monthWindow(now, 12).months);
  expect(revenue[0]).toEqual({ month: label(monthsAgo(11)), revenueCents: 2610 });
  expect(revenue[9]).toEqual({ month: label(monthsAgo(2)), revenueCents: 0 });
  expect(revenue[10]).toEqual({ month: label(monthsAgo(1)), revenueCents: 2610 });
  expect(revenue[11]).toEqual({ month: label(thisMonth), revenueCents: 5220 });
  expect(revenue.reduce((sum, r) => sum + r.revenueCents, 0)).toBe(4 * 2610);
});

test('months chooses the window; 36 reaches the payment made just before the 12 months', async () => {
  const one = (await h.call<Stats>(STATS, { months: 1 }, superAdmin)).data?.revenueStats.revenue;
  expect(one).toEqual([{ month: label(thisMonth), revenueCents: 5220 }]);
  const long = (await h.call<Stats>(STATS, { months: 36 }, superAdmin)).data?.revenueStats.revenue ?? [];
  expect(long).toHaveLength(36);
  expect(long[23]).toEqual({ month: label(monthsAgo(12)), revenueCents: 2610 });
});

test.each([0, 37])('months %d is refused with its field, in the caller’s language', async (months) => {
  expect(firstError(await h.call(STATS, { months }, superAdmin))).toMatchObject({
    message: 'Please choose from 1 to 36 months',
    extensions: { code: 'BAD_USER_INPUT', field: 'months' },
  });
  expect(firstError(await h.call(STATS, { months }, superAdmin, { locale: 'de' }))?.message).toBe('Bitte wähle 1 bis 36 Monate');
});

test('only a super admin sees the platform’s money: kitchen admins and cooks are FORBIDDEN', async () => {
  expect(codes(await h.call(STATS, {}, kitchenAdmin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, {}, cook))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, { months: 99 }, kitchenAdmin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, {}, anonymous))).toEqual(['UNAUTHENTICATED']);
});
