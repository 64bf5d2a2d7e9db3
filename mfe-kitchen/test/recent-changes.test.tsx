import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { CHANGED_BY, RECENT_CHANGES } from '../src/dashboard/queries';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const change = (id: string, title: string, type: 'RECIPE' | 'MENU', updatedBy: string | null) => ({
  __typename: 'RecipeMenu' as const,
  id,
  title,
  type,
  updatedAt: '2026-11-20T09:15:00.000Z',
  updatedBy,
});
const recent = mockAnswer(
  RECENT_CHANGES,
  undefined,
  {
    getRecipeMenu: {
      __typename: 'RecipeMenuPage',
      total: 3,
      records: [
        change('d1', 'Cod, beurre blanc', 'MENU', 'c1'),
        change('r1', 'Beurre blanc', 'RECIPE', 'ka1'),
        change('r2', 'Fish stock', 'RECIPE', 'support'),
      ],
    },
  },
  { maxUsageCount: 3 },
);
const carla = mockAnswer(
  CHANGED_BY,
  { id: 'c1' },
  {
    getUserById: { __typename: 'User', id: 'c1', fName: 'Carla', lName: 'Jansen', displayName: null, email: null },
  },
);
// Brigade support: identity does not name them to a kitchen.
const support = mockAnswer(CHANGED_BY, { id: 'support' }, { getUserById: null });

test('each recent change says who saved it, its tag set apart from the title', async () => {
  const { where } = renderConsole('/', { mocks: [kitchenPlanMock(), recent, carla, support] });
  const card = (await screen.findByText('Recent changes')).closest<HTMLElement>('.ant-card')!;
  const row = (title: string) => within(card).getByRole('link', { name: title }).closest<HTMLElement>('li')!;
  await within(card).findByRole('link', { name: 'Cod, beurre blanc' });
  expect(await within(row('Cod, beurre blanc')).findByText('Changed by Carla Jansen')).toBeTruthy();
  expect(within(row('Beurre blanc')).getByText('Changed by you')).toBeTruthy();
  await waitFor(() => expect(within(row('Fish stock')).queryByText(/Changed by/)).toBeNull());
  // The tag and the title sit in one row with a gap between them.
  const tag = within(row('Beurre blanc')).getByText('Recipe');
  expect(tag.parentElement!.style.gap).toBe('8px');
  fireEvent.click(within(card).getByRole('link', { name: 'Beurre blanc' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/recipe/r1'));
});
