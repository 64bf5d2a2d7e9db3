import { Types } from 'mongoose';
import { monthWindow } from '@brigade/service-kit';
import { DEMO, adminOf, codes, cookOf, firstError, startHarness, superAdmin, type Harness } from './support';

/** The dashboard's sign-ups per month: super admins only, every month present, UTC month edges. */
let h: Harness;
const STATS = `query ($months: Int) { kitchenSignupStats(months: $months) { month count } }`;
type Stats = { kitchenSignupStats: { month: string; count: number }[] };

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
const label = (d: Date) => d.toISOString().slice(0, 7);

let accounts = 900000;
/** A kitchen as stored, with the creation time the test needs (mongoose would stamp now). */
const kitchen = (createdAt: Date, deleted = false) => ({
  _id: new Types.ObjectId(),
  name: `Kitchen ${accounts}`,
  status: 'ACTIVE',
  isDark: true,
  accNumber: `K${accounts++}`,
  recipeCount: 0,
  menuItemCount: 0,
  cooksCount: 0,
  order: 0,
  ownerId: null,
  createdAt,
  updatedAt: createdAt,
  ...(deleted ? { _deleted: true } : {}),
});

beforeAll(async () => {
  h = await startHarness('kitchen_stats');
  // The seeded demo kitchen was created now; move it out of the window so the counts below are the test's own.
  await h.kitchens.collection.updateOne({ _id: new Types.ObjectId(DEMO) }, { $set: { createdAt: monthsAgo(40) } });
  await h.kitchens.collection.insertMany([
    kitchen(thisMonth),
    kitchen(new Date(thisMonth.getTime() + 60_000)),
    kitchen(new Date(thisMonth.getTime() - 1)), // the last millisecond of last month (UTC)
    kitchen(monthsAgo(11)), // the oldest month of the default window
    kitchen(new Date(monthsAgo(11).getTime() - 1)), // just before it
    kitchen(monthsAgo(3), true), // deleted: not counted
  ]);
});

afterAll(async () => {
  await h.stop();
});

test('the last 12 months oldest first, months without sign-ups as 0, split at UTC midnight of the 1st', async () => {
  const reply = await h.call<Stats>(STATS);
  const stats = reply.data?.kitchenSignupStats ?? [];
  expect(stats.map((s) => s.month)).toEqual(monthWindow(now, 12).months);
  expect(stats).toHaveLength(12);
  expect(stats[0]).toEqual({ month: label(monthsAgo(11)), count: 1 });
  expect(stats[10]).toEqual({ month: label(monthsAgo(1)), count: 1 });
  expect(stats[11]).toEqual({ month: label(thisMonth), count: 2 });
  expect(stats.reduce((sum, s) => sum + s.count, 0)).toBe(4);
});

test('months chooses the window; 36 reaches the kitchen created just before the 12 months', async () => {
  expect((await h.call<Stats>(STATS, { months: 1 })).data?.kitchenSignupStats).toEqual([{ month: label(thisMonth), count: 2 }]);
  const long = (await h.call<Stats>(STATS, { months: 36 })).data?.kitchenSignupStats ?? [];
  expect(long).toHaveLength(36);
  expect(long[23]).toEqual({ month: label(monthsAgo(12)), count: 1 });
  expect((await h.call<Stats>(STATS, { months: null })).data?.kitchenSignupStats).toHaveLength(12);
});

test.each([0, 37, -1])('months %d is refused with its field, in the caller’s language', async (months) => {
  const reply = await h.call(STATS, { months });
  expect(firstError(reply)).toMatchObject({
    message: 'Please choose from 1 to 36 months',
    extensions: { code: 'BAD_USER_INPUT', field: 'months' },
  });
  const dutch = await h.call(STATS, { months }, superAdmin, { locale: 'nl' });
  expect(firstError(dutch)?.message).toBe('Kies van 1 tot 36 maanden');
});

test('only a super admin sees the platform’s sign-ups: kitchen admins and cooks are FORBIDDEN', async () => {
  expect(codes(await h.call(STATS, {}, adminOf(DEMO)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, {}, cookOf(DEMO)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, { months: 99 }, adminOf(DEMO)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(STATS, {}, { kind: 'anonymous' }))).toEqual(['UNAUTHENTICATED']);
});
