import { screen } from '@testing-library/react';
import { LINE_RECIPE } from '../src/line/queries';
import { COOK, renderConsole } from './support/render';

test('a deleted or unknown recipe (NOT_FOUND) tells the cook it is not found, not that it was not shared, and keeps them signed in', async () => {
  const { session } = renderConsole('/recipe/gone', {
    user: COOK,
    mocks: [
      {
        request: { query: LINE_RECIPE, variables: { id: 'gone' } },
        result: { errors: [{ message: 'Recipe not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ],
  });
  expect(await screen.findByText('Recipe not found')).toBeTruthy();
  expect(screen.queryByText('Access Forbidden')).toBeNull();
  expect(screen.queryByText(/not shared with you/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy();
  expect(session.signOut).not.toHaveBeenCalled();
});
