import { COMPARE_RECIPE_VERSIONS, RECIPE_VERSIONS } from '@brigade/recipe-editor';
import { recipeVersionMocks, versionsDown } from '@brigade/test-kit/fixtures/recipe-versions';
import { screen, waitFor } from '@testing-library/react';
import { renderConsole } from './support/render';

const { compareMock, versionsMock } = recipeVersionMocks({ RECIPE_VERSIONS, COMPARE_RECIPE_VERSIONS });

test("the super admin reads a kitchen's recipe history and compares versions, with no Restore (the audit is read-only)", async () => {
  renderConsole('/auth/superadmin/recipe/r1/history', { mocks: [versionsMock(1, versionsDown(7, 1), 7), compareMock(6, 7)] });
  expect(await screen.findByRole('heading', { level: 2, name: 'History: Béarnaise' })).toBeTruthy();
  expect(await screen.findByText('Now contains: Celery')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByRole('button', { name: /Compare with previous/ })).toHaveLength(6));
  expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
});
