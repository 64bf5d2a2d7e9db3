import * as editor from '@brigade/recipe-editor';
import {
  COMPARE_RECIPE_VERSIONS,
  NUDGE_RECIPE_READERS,
  RECIPE_MENU,
  RELEASE_RECIPE_DRAFT,
  SEND_BACK_RECIPE_DRAFT,
} from '@brigade/recipe-editor';
import { bearnaiseDiff } from '@brigade/test-kit/fixtures/recipe-versions';
import { bearnaise, releaseMocks } from '@brigade/test-kit/fixtures/release';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const { readsMock, releaseMock, viewMocks, withDraftMock } = releaseMocks(editor);

// bearnaiseDiff (test-kit) widens its enums to string, so this one stays a plain mock.
const compare = {
  request: { query: COMPARE_RECIPE_VERSIONS, variables: { recipeId: 'r1', from: 5, to: 7 } },
  result: { data: { compareRecipeVersions: bearnaiseDiff(5, 7) } },
};
const dialog = (title: string) =>
  waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText(title).length > 0);
    if (!found) throw new Error(`no dialog '${title}'`);
    return found;
  });

test('a waiting draft shows in a banner; the preview labels draft and released version, and Release sends the previewed version with the note', async () => {
  const released = jest.fn(() => ({
    data: { ReleaseRecipeDraft: { __typename: 'RecipeMenu', id: 'r1', versionNumber: 7, releasedVersionNumber: 7 } },
  }));
  renderConsole('/auth/admin/recipe/r1', {
    mocks: [
      kitchenPlanMock(),
      ...viewMocks(),
      withDraftMock,
      compare,
      {
        request: { query: RELEASE_RECIPE_DRAFT, variables: { recipeId: 'r1', version: 7, note: 'Tarragon for the season' } },
        result: released,
      },
      // What the page reads again once released: no draft, version 7 live.
      releaseMock(null),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: { ...bearnaise(), type: 'RECIPE', status: 'ACTIVE' } }),
      readsMock(),
    ],
  });
  expect(await screen.findByText('A draft (version 7) is waiting for release — cooks still see version 5')).toBeTruthy();
  expect(screen.getByText(/^Saved by Jean Martin on Nov 20, 2026/)).toBeTruthy();
  expect(screen.getByText('Change note: More tarragon')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Released version (version 5)' })).toBeTruthy();
  // Release is decided on what was previewed: not offered before.
  expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Preview draft' }));
  const preview = await screen.findByRole('region', { name: 'Draft (version 7)' });
  expect(await within(preview).findByText('Now contains: Celery')).toBeTruthy();
  expect(within(preview).getByText('What the draft changes from version 5')).toBeTruthy();
  // The draft's content is the cook's line view (issue #45), not the admin's layout.
  expect(within(preview).queryByText('Fold the tarragon in last')).toBeNull();
  expect(within(preview).getByRole('link', { name: 'Open version 7 in the cook’s view' }).getAttribute('href')).toBe('/recipe/r1?draft=7');

  fireEvent.click(within(preview).getByRole('button', { name: 'Release' }));
  const ask = await dialog('Release version 7?');
  fireEvent.change(within(ask).getByLabelText('Release note (optional)'), { target: { value: 'Tarragon for the season' } });
  fireEvent.click(within(ask).getByRole('button', { name: 'Release' }));
  expect(await screen.findByText('Version 7 released')).toBeTruthy();
  expect(released).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText(/is waiting for release/)).toBeNull());
});

test('Send back needs a comment, then sends it for the previewed version; a sent-back comment shows in the banner', async () => {
  const sent = jest.fn(() => ({
    data: { SendBackRecipeDraft: { __typename: 'RecipeMenu', id: 'r1', versionNumber: 7, releasedVersionNumber: 5 } },
  }));
  renderConsole('/auth/admin/recipe/r1', {
    mocks: [
      kitchenPlanMock(),
      ...viewMocks(),
      withDraftMock,
      compare,
      { request: { query: SEND_BACK_RECIPE_DRAFT, variables: { recipeId: 'r1', version: 7, comment: 'Too much salt' } }, result: sent },
      releaseMock({ sentBack: { comment: 'Too much salt' } }),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Preview draft' }));
  const preview = await screen.findByRole('region', { name: 'Draft (version 7)' });
  fireEvent.click(await within(preview).findByRole('button', { name: 'Send back' }));
  const ask = await dialog('Send version 7 back');
  fireEvent.click(within(ask).getByRole('button', { name: 'Send back' }));
  expect(await within(ask).findByText('Please say what should change')).toBeTruthy();
  expect(sent).not.toHaveBeenCalled();

  fireEvent.change(within(ask).getByLabelText('Comment for the author'), { target: { value: 'Too much salt' } });
  fireEvent.click(within(ask).getByRole('button', { name: 'Send back' }));
  expect(await screen.findByText('Draft sent back')).toBeTruthy();
  expect(sent).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/^Sent back by Jean Martin on Nov 21, 2026.*: Too much salt$/)).toBeTruthy();
});

test("who has read it: '2 of 3 cooks have read it', each cook's state, and Nudge the others says how many were asked", async () => {
  const nudged = jest.fn(() => ({ data: { NudgeRecipeReaders: 1 } }));
  renderConsole('/auth/admin/recipe/r1', {
    mocks: [
      kitchenPlanMock(),
      ...viewMocks(null),
      { request: { query: NUDGE_RECIPE_READERS, variables: { recipeId: 'r1' } }, result: nudged },
    ],
  });
  const reads = await screen.findByRole('region', { name: 'Read by cooks' });
  expect(await within(reads).findByText('2 of 3 cooks have read it')).toBeTruthy();
  expect(within(reads).getByText('Version 5, the one cooks see')).toBeTruthy();
  const ana = within(reads).getByText('Ana Lopez').closest('tr')!;
  expect(within(ana).getByText('Not yet (read version 4)')).toBeTruthy();
  expect(within(ana).getByText('Version 3')).toBeTruthy();
  // What she last had on screen, against what cooks are shown now: the history opens on that comparison.
  expect(within(ana).getByRole('link', { name: 'Compare with version 5' }).getAttribute('href')).toBe(
    '/auth/admin/recipe/r1/history?from=3&to=5',
  );
  expect(within(within(reads).getByText('Bo Berg').closest('tr')!).getByText('Read ✓')).toBeTruthy();

  fireEvent.click(within(reads).getByRole('button', { name: 'Nudge the others' }));
  expect(await screen.findByText('Asked 1 cook to read it')).toBeTruthy();
  expect(nudged).toHaveBeenCalledTimes(1);
});

test('nobody is left to nudge when every cook has read it; a recipe no cook may see says so', async () => {
  const { unmount } = renderConsole('/auth/admin/recipe/r1', {
    mocks: [kitchenPlanMock(), ...viewMocks(null).slice(0, 3), readsMock(3, 3)],
  });
  expect(await screen.findByText('3 of 3 cooks have read it')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Nudge the others' }) as HTMLButtonElement).disabled).toBe(true);
  unmount();

  renderConsole('/auth/admin/recipe/r1', { mocks: [kitchenPlanMock(), ...viewMocks(null, 0)] });
  expect(await screen.findByText('No cook can see this recipe')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Nudge the others' })).toBeNull();
  expect(screen.queryByText(/is waiting for release/)).toBeNull();
});
