import { periodEndAfter } from '../src/subscriptions/periods';

/** Renewal dates per plan type, counted as Stripe counts them. */
test.each([
  ['2026-01-15T09:30:00.000Z', 'MONTHLY', '2026-02-15T09:30:00.000Z'],
  ['2026-01-31T09:30:00.000Z', 'MONTHLY', '2026-02-28T09:30:00.000Z'],
  ['2028-01-31T00:00:00.000Z', 'MONTHLY', '2028-02-29T00:00:00.000Z'],
  ['2026-12-31T23:00:00.000Z', 'MONTHLY', '2027-01-31T23:00:00.000Z'],
  ['2028-02-29T12:00:00.000Z', 'ANNUAL', '2029-02-28T12:00:00.000Z'],
  ['2026-11-22T08:00:00.000Z', 'ANNUAL', '2027-11-22T08:00:00.000Z'],
] as const)('a period from %s on a %s plan ends %s', (start, cycle, end) => {
  expect(periodEndAfter(new Date(start), cycle).toISOString()).toBe(end);
});
