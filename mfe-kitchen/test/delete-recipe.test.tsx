import { RECIPE_DEPENDANTS } from '@brigade/console-kit';
import { DELETE_RECIPE_MENU, RECIPE_MENUS, type RecipeMenuRow } from '@brigade/recipe-editor';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { recipeRow } from '@brigade/test-kit/fixtures/blank-recipe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const bearnaise: Answer<RecipeMenuRow> = { ...recipeRow(), id: 'r3', title: 'Béarnaise', type: 'RECIPE', status: 'ACTIVE' };
const list = (records: Answer<RecipeMenuRow>[], total: number) =>
  mockAnswer(
    RECIPE_MENUS,
    { pageNo: 1, sizePerPage: 10, filters: { type: 'RECIPE' }, sort: 'ORDER' },
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total, records } },
  );
const dependants = (usedIn: { id: string; title: string }[]) =>
  mockAnswer(
    RECIPE_DEPENDANTS,
    { id: 'r3' },
    {
      getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r3', usedIn: usedIn.map((r) => ({ __typename: 'RecipeMenu' as const, ...r })) },
    },
  );
const dialogWith = (text: string | RegExp) =>
  waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText(text).length > 0);
    if (!found) throw new Error(`no dialog with ${String(text)}`);
    return found;
  });

test('a used sub-recipe: the server is asked first, the one dialog names its users and what deleting does, and no refused delete is sent', async () => {
  const plain = jest.fn(() => ({ data: { DeleteRecipeMenu: true } }));
  const forced = jest.fn(() => ({ data: { DeleteRecipeMenu: true } }));
  renderConsole('/auth/admin/recipe', {
    mocks: [
      kitchenPlanMock(),
      list([bearnaise], 40),
      dependants([
        { id: 'd1', title: 'Steak frites' },
        { id: 'r1', title: 'Sole meunière' },
      ]),
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3' } }, result: plain },
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3', force: true } }, result: forced },
      list([], 39),
    ],
  });
  fireEvent.click(await screen.findByLabelText('Delete Béarnaise'));
  const used = await dialogWith('Used in Steak frites and Sole meunière. Delete anyway?');
  // The one question: the generic 'Delete Recipe?' never showed first.
  expect(screen.queryByText('Delete Recipe?')).toBeNull();
  expect(within(used).getByText(/Those recipes keep it as a line marked as a deleted sub-recipe until you replace it/)).toBeTruthy();
  fireEvent.click(within(used).getByRole('button', { name: 'Delete anyway' }));
  expect(await screen.findByText('Deleted')).toBeTruthy();
  expect(forced).toHaveBeenCalledTimes(1);
  expect(plain).not.toHaveBeenCalled();
});

test('a recipe nothing uses is deleted after the one confirmation', async () => {
  const plain = jest.fn(() => ({ data: { DeleteRecipeMenu: true } }));
  renderConsole('/auth/admin/recipe', {
    mocks: [
      kitchenPlanMock(),
      list([bearnaise], 40),
      dependants([]),
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3' } }, result: plain },
      list([], 39),
    ],
  });
  fireEvent.click(await screen.findByLabelText('Delete Béarnaise'));
  fireEvent.click(within(await dialogWith('Delete Recipe?')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Deleted')).toBeTruthy();
  expect(plain).toHaveBeenCalledTimes(1);
  expect(screen.queryByText(/Delete anyway/)).toBeNull();
});
