import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECENT_CHANGES, STORAGE_USAGE } from '../src/dashboard/queries';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { kitchenPlan, kitchenPlanMock, PAID_UNTIL_DECEMBER, TRIAL } from './support/plan';
import { renderConsole } from './support/render';

const recent = mockAnswer(
  RECENT_CHANGES,
  undefined,
  {
    getRecipeMenu: {
      __typename: 'RecipeMenuPage',
      total: 1,
      records: [
        {
          __typename: 'RecipeMenu',
          id: 'r1',
          title: 'Beurre blanc',
          type: 'RECIPE',
          updatedAt: '2026-11-20T09:15:00.000Z',
          updatedBy: 'ka1',
        },
      ],
    },
  },
  { maxUsageCount: 3 },
);

test('the dashboard counts cooks, recipes and dishes against the plan and lists what changed last', async () => {
  const { where } = renderConsole('/', { mocks: [kitchenPlanMock(), recent] });
  expect(await screen.findByRole('heading', { name: 'Demo Kitchen' })).toBeTruthy();
  expect(screen.getByText('Starter plan')).toBeTruthy();
  const cooks = screen.getByLabelText('Cooks');
  expect(within(cooks).getByText('3')).toBeTruthy();
  expect(within(cooks).getByText('/ 5')).toBeTruthy();
  // Each bar says what it fills (a screen reader hears it; axe requires it).
  expect(within(cooks).getByRole('progressbar', { name: 'Cooks: 3 of 5 used' })).toBeTruthy();
  expect(within(screen.getByLabelText('Recipes')).getByText('/ 100')).toBeTruthy();
  expect(within(screen.getByLabelText('Dishes')).getByText('/ 50')).toBeTruthy();
  expect(screen.getByText('Each cook sees up to 30 recipes')).toBeTruthy();
  expect(screen.getByText('Paid until December 20, 2026.')).toBeTruthy();
  fireEvent.click(await screen.findByRole('link', { name: 'Beurre blanc' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/recipe/r1'));
});

test('during the trial the dashboard says when it ends, and the house ad for upgrading shows', async () => {
  const { where } = renderConsole('/', { mocks: [kitchenPlanMock(kitchenPlan({ getPaymentDueDate: TRIAL })), recent] });
  expect(await screen.findByText('Your free trial ends in 9 days, on December 20, 2026.')).toBeTruthy();
  const ad = screen.getByRole('complementary', { name: 'More cooks, more recipes, no ads' });
  fireEvent.click(within(ad).getByRole('button', { name: 'See the plans' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/payments'));
});

test('a paying kitchen on a plan without ads sees no ad slot', async () => {
  renderConsole('/', { mocks: [kitchenPlanMock(kitchenPlan({ getPaymentDueDate: PAID_UNTIL_DECEMBER })), recent] });
  expect(await screen.findByText('Paid until December 20, 2026.')).toBeTruthy();
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('a kitchen that cancelled is reminded on the dashboard of the day its plan ends, with the way back', async () => {
  const cancelled = { ...PAID_UNTIL_DECEMBER, cancelAt: PAID_UNTIL_DECEMBER.dueDate };
  const { where } = renderConsole('/', { mocks: [kitchenPlanMock(kitchenPlan({ getPaymentDueDate: cancelled })), recent] });
  const banner = await screen.findByText('Your subscription is cancelled and ends on December 20, 2026.');
  expect(screen.queryByText('Paid until December 20, 2026.')).toBeNull();
  fireEvent.click(within(banner.closest('.ant-alert') as HTMLElement).getByRole('link', { name: 'Choose a plan' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/payments'));
});

const storage = (usedBytes: number, allowedBytes: number) =>
  mockAnswer(STORAGE_USAGE, undefined, { getStorageUsage: { __typename: 'StorageUsage', usedBytes, allowedBytes } }, { maxUsageCount: 3 });

test("the dashboard shows what the kitchen's uploads take of its plan's storage", async () => {
  renderConsole('/', { mocks: [kitchenPlanMock(), recent, storage(120 * 1024 ** 2, 1024 ** 3)] });
  const card = await screen.findByLabelText('Storage');
  expect(within(card).getByText('120 MB of 1 GB')).toBeTruthy();
  expect(within(card).getByRole('progressbar', { name: 'Storage: 120 MB of 1 GB' })).toBeTruthy();
  expect(within(card).queryByText(/storage is full/)).toBeNull();
});

test('a kitchen whose storage is full is told what to do about it', async () => {
  renderConsole('/', { mocks: [kitchenPlanMock(), recent, storage(1024 ** 3, 1024 ** 3)] });
  const card = await screen.findByLabelText('Storage');
  expect(within(card).getByText('1 GB of 1 GB')).toBeTruthy();
  expect(within(card).getByText(/Your storage is full/)).toBeTruthy();
});
