import { screen, within } from '@testing-library/react';
import { DASHBOARD, type Dashboard } from '../src/dashboard/queries';
import type { AdminDashboardQueryVariables } from '../src/__generated__/graphql';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole } from './support/render';

/*
 * recharts sizes its chart from a ResizeObserver, which jsdom lacks (the shared setup's stand-in
 * never reports). Here the chart's container reports 800 × 320, as a browser would; nothing else is told.
 */
const realObserver = window.ResizeObserver;
class ChartSizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element): void {
    if (!target.classList.contains('recharts-responsive-container')) return;
    const contentRect = { width: 800, height: 320 } as DOMRectReadOnly;
    this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}
beforeAll(() => {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ChartSizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ChartSizeObserver });
});
afterAll(() => {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: realObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: realObserver });
});

const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
// Answers carry __typename as the gateway's do.
const data: Answer<Dashboard> = {
  kitchenTotals: { __typename: 'KitchenTotals', kitchens: 3, cooks: 1234, recipes: 56, dishes: 7 },
  kitchenSignupStats: MONTHS.map((month, i) => ({ __typename: 'MonthCount', month, count: i % 3 })),
  revenueStats: {
    __typename: 'RevenueStats',
    activeSubscriptions: 2,
    currency: 'EUR',
    revenueThisMonthCents: 522050,
    revenue: MONTHS.map((month, i) => ({ __typename: 'MonthRevenue', month, revenueCents: i * 1000 })),
  },
};
const call = { query: DASHBOARD, variables: { months: 12 } satisfies AdminDashboardQueryVariables };

const figure = (title: string) => within(screen.getByRole('group', { name: title }));

test('while the figures load the page says Loading..., then each card shows its number in the person’s format', async () => {
  renderConsole('/auth/superadmin/dashboard', { mocks: [mockAnswer(DASHBOARD, call.variables, data, { delay: 50 })] });
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();
  expect(await screen.findByRole('group', { name: 'Kitchens' })).toBeTruthy();
  expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
  expect(figure('Kitchens').getByText('3')).toBeTruthy();
  expect(figure('Cooks').getByText('1,234')).toBeTruthy();
  expect(figure('Recipes').getByText('56')).toBeTruthy();
  expect(figure('Menu items').getByText('7')).toBeTruthy();
  expect(figure('Active subscriptions').getByText('2')).toBeTruthy();
  // Billing answers whole cents: €5,220.50, not 522,050.
  expect(figure('Revenue this month').getByText('€5,220.50')).toBeTruthy();
});

test('the chart shows the 12 months the services answered, oldest first: sign-ups as bars, revenue in euro as a line', async () => {
  const { container } = renderConsole('/auth/superadmin/dashboard', { mocks: [mockAnswer(DASHBOARD, call.variables, data)] });
  expect(await screen.findByText('Sign-ups and revenue, last 12 months')).toBeTruthy();
  const texts = (selector: string) =>
    [...container.querySelectorAll(`${selector} .recharts-cartesian-axis-tick-value`)].map((t) => t.textContent);
  expect(texts('.recharts-xAxis-tick-labels')).toEqual([
    'Jan 2025',
    'Feb 2025',
    'Mar 2025',
    'Apr 2025',
    'May 2025',
    'Jun 2025',
    'Jul 2025',
    'Aug 2025',
    'Sep 2025',
    'Oct 2025',
    'Nov 2025',
    'Dec 2025',
  ]);
  // One revenue point per month; the revenue axis is in euro (at most €110, so it ends at €120, not in cents).
  expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(12);
  expect(texts('.recharts-yAxis-tick-labels').at(-1)).toBe('€120');
  // A bar for each month with sign-ups (every third month has none).
  expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(8);
  expect(screen.getByText('Kitchen sign-ups')).toBeTruthy();
  expect(screen.getByText('Revenue')).toBeTruthy();
});

test("a refused call shows the server's message instead of figures", async () => {
  renderConsole('/auth/superadmin/dashboard', {
    mocks: [{ request: call, result: { errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] } }],
  });
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Access Forbidden');
  expect(screen.queryByRole('group', { name: 'Kitchens' })).toBeNull();
  expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
});
