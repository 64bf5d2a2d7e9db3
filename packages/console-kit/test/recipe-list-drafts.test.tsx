import type { MockLink } from '@apollo/client/testing';
import { RECIPE_MENUS } from '@brigade/recipe-editor';
import { recipeRow } from '@brigade/test-kit/fixtures/blank-recipe';
import { screen, within } from '@testing-library/react';
import { recipeKinds } from '../src/recipes/kinds';
import { RecipeListPage } from '../src/recipes/RecipeListPage';
import { renderScreen } from './support/render';

/** Issue #45: with review on, the recipe and dish lists mark each row whose change waits for release. */
const { recipe } = recipeKinds('/auth/admin', 'create');
const rows = [
  recipeRow({ id: 'r1', title: 'Beurre blanc', draftWaiting: true }),
  recipeRow({ id: 'r2', title: 'Hollandaise', order: 2, draftWaiting: false }),
];
const list: MockLink.MockedResponse = {
  request: { query: RECIPE_MENUS, variables: () => true },
  result: { data: { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 2, records: rows } } },
  maxUsageCount: 5,
};
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

test("a kitchen's list tags the recipe whose draft waits for release, and only that one, from the list's own answer", async () => {
  renderScreen(<RecipeListPage kind={recipe} />, { route: 'recipe', mocks: [list] });
  await screen.findByText('Beurre blanc');
  expect(within(rowOf('Beurre blanc')).getByText('Draft waiting')).toBeTruthy();
  expect(within(rowOf('Hollandaise')).queryByText('Draft waiting')).toBeNull();
});
