import { KITCHEN_NAME } from '@brigade/console-kit';
import * as editor from '@brigade/recipe-editor';
import { COMPARE_RECIPE_VERSIONS } from '@brigade/recipe-editor';
import { bearnaiseDiff } from '@brigade/test-kit/fixtures/recipe-versions';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { releaseMocks } from '@brigade/test-kit/fixtures/release';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsole } from './support/render';

const { viewMocks, withDraftMock } = releaseMocks(editor);

test('the super admin sees the waiting draft, its preview and who has read the recipe, but cannot release, send back or nudge', async () => {
  renderConsole('/auth/superadmin/recipe/r1', {
    mocks: [
      ...viewMocks(),
      mockAnswer(KITCHEN_NAME, { id: 'k1' }, { getKitchenById: { __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen' } }),
      withDraftMock,
      // test-kit's bearnaiseDiff is typed loosely (a change's `kind` is a string, not RecipeChangeKind): a plain mock.
      {
        request: { query: COMPARE_RECIPE_VERSIONS, variables: { recipeId: 'r1', from: 5, to: 7 } },
        result: { data: { compareRecipeVersions: bearnaiseDiff(5, 7) } },
      },
    ],
  });
  expect(await screen.findByText('A draft (version 7) is waiting for release — cooks still see version 5')).toBeTruthy();
  const reads = await screen.findByRole('region', { name: 'Read by cooks' });
  expect(await within(reads).findByText('2 of 3 cooks have read it')).toBeTruthy();
  expect(within(reads).queryByRole('button', { name: 'Nudge the others' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Preview draft' }));
  const preview = await screen.findByRole('region', { name: 'Draft (version 7)' });
  expect(await within(preview).findByText('Fold the tarragon in last')).toBeTruthy();
  expect(await within(preview).findByText('Now contains: Celery')).toBeTruthy();
  expect(within(preview).queryByRole('button', { name: 'Release' })).toBeNull();
  expect(within(preview).queryByRole('button', { name: 'Send back' })).toBeNull();
});
