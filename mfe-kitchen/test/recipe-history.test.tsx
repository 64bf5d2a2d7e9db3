import { COMPARE_RECIPE_VERSIONS, RECIPE_COSTING, RECIPE_MENU, RECIPE_VERSIONS } from '@brigade/recipe-editor';
import { recipeRecord } from '@brigade/test-kit/fixtures/blank-recipe';
import { recipeVersionMocks, versionsDown } from '@brigade/test-kit/fixtures/recipe-versions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const { compareMock, versionsMock } = recipeVersionMocks({ RECIPE_VERSIONS, COMPARE_RECIPE_VERSIONS });

const viewMocks = (id: string, type: 'RECIPE' | 'MENU') => [
  kitchenPlanMock(),
  mockAnswer(RECIPE_MENU, { id }, { getRecipeMenuById: { ...recipeRecord({ id }), type, status: 'ACTIVE' } }),
  mockAnswer(RECIPE_COSTING, { id, at: null }, { getRecipeMenuById: null }),
];

test("a recipe's page links to its History, where the kitchen admin compares versions and may restore an older one", async () => {
  const { where } = renderConsole('/auth/admin/recipe/r1', {
    mocks: [...viewMocks('r1', 'RECIPE'), versionsMock(1, versionsDown(7, 1), 7), compareMock(6, 7)],
  });
  const link = await screen.findByRole('link', { name: 'History' });
  expect(link.getAttribute('href')).toBe('/auth/admin/recipe/r1/history');
  fireEvent.click(link);
  await waitFor(() => expect(where()).toBe('/auth/admin/recipe/r1/history'));
  expect(await screen.findByRole('heading', { level: 2, name: 'History: Béarnaise' })).toBeTruthy();
  expect(await screen.findByText('Now contains: Celery')).toBeTruthy();
  const older = screen.getByText('Version 5', { selector: 'strong' }).closest('tr')!;
  expect(within(older).getByRole('button', { name: 'Restore this version (Version 5)' })).toBeTruthy();
});

test("a dish's page links to the dish's History", async () => {
  renderConsole('/auth/admin/dishes/d1', { mocks: viewMocks('d1', 'MENU') });
  expect((await screen.findByRole('link', { name: 'History' })).getAttribute('href')).toBe('/auth/admin/dishes/d1/history');
});
