import { screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { RecipeEditor } from '../src/editor/RecipeEditor';
import { UPDATE_RECIPE_MENU } from '../src/recipes/mutations';
import { RECIPE_MENU_WITH_DRAFT } from '../src/releases/queries';
import { choiceMocks, storedRecipe } from './support/fixtures';
import { click, type } from './support/form';
import { renderScreen } from './support/render';

/** Issue #45: a normal Save offers an optional change note, as restore and release do. */
const stored = storedRecipe();
const loaded = mockAnswer(
  RECIPE_MENU_WITH_DRAFT,
  { id: 'r1' },
  { getRecipeMenuById: { ...stored, versionNumber: 3, releasedVersionNumber: 3, draft: null } },
);
const editor = (onSaved = jest.fn()) => <RecipeEditor type="RECIPE" id="r1" token="t" onSaved={onSaved} onCancel={jest.fn()} />;
const note = () => within(screen.getByTestId('form-actions')).getByLabelText('Change note (optional)') as HTMLInputElement;

test('the change note sits in the Save bar and goes with the save, trimmed', async () => {
  const onSaved = jest.fn();
  const input = { notes: 'Chill the dough', changeNote: 'Chilled: it spread in the oven' };
  renderScreen(editor(onSaved), [
    ...choiceMocks(),
    loaded,
    mockAnswer(
      UPDATE_RECIPE_MENU,
      { id: 'r1', input },
      { UpdateRecipeMenu: { ...stored, notes: input.notes, versionNumber: 4, releasedVersionNumber: 4 } },
    ),
  ]);
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Shortbread'));
  expect(note().maxLength).toBe(500);
  type('Notes for the cooks', 'Chill the dough');
  type('Change note (optional)', '  Chilled: it spread in the oven ', screen.getByTestId('form-actions'));
  click('Save');
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test("the service's refusal of the note shows under the note in the bar", async () => {
  const refused = 'Please use at most 500 characters';
  const input = { notes: 'Chill the dough', changeNote: 'x' };
  renderScreen(editor(), [
    ...choiceMocks(),
    loaded,
    {
      request: { query: UPDATE_RECIPE_MENU, variables: { id: 'r1', input } },
      result: { errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', field: 'changeNote' } }] },
    },
  ]);
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Shortbread'));
  type('Notes for the cooks', 'Chill the dough');
  type('Change note (optional)', 'x', screen.getByTestId('form-actions'));
  click('Save');
  const message = await within(screen.getByTestId('form-actions')).findByText(refused);
  expect(message.closest('.ant-form-item')?.contains(note())).toBe(true);
});
