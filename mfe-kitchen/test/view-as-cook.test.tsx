import { RECIPE_COSTING, RECIPE_MENU } from '@brigade/recipe-editor';
import { recipeRecord } from '@brigade/test-kit/fixtures/blank-recipe';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { LINE_RECIPE } from '../src/line/queries';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const mains = { __typename: 'Category', id: 'c1', name: 'Mains' };
const gluten = { __typename: 'Allergen', id: 'a1', name: 'Gluten' };
// Paused: no cook gets it yet, and the admin checks how it will read on the line before it goes out.
const stew = {
  ...recipeRecord(),
  title: 'Beef stew',
  type: 'RECIPE' as const,
  status: 'PAUSED' as const,
  category: mains,
  categoryId: 'c1',
};
/** The same recipe as the line asks for it. */
const onTheLine = {
  ...stew,
  scaledYieldValue: null,
  steps: [{ __typename: 'RecipeStep', id: 's1', title: 'Brown the beef', description: null, image: null, video: null }],
  allergenProfile: [{ __typename: 'AllergenStatus', allergen: gluten, status: 'CONTAINS' as const, via: ['Flour'] }],
  // An admin has no reads of their own.
  releasedVersionNumber: 1,
  myRead: null,
  changesSinceMyRead: null,
  releaseNotesSinceMyRead: [],
};

test("a recipe's page has 'View as cook': the cook's page of it, paused or not, with the way back to editing", async () => {
  const { where } = renderConsole('/auth/admin/recipe/r1', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: stew }),
      // Its costs are beside the point here (and no cook sees them).
      mockAnswer(RECIPE_COSTING, { id: 'r1', at: null }, { getRecipeMenuById: null }),
      mockAnswer(LINE_RECIPE, { id: 'r1' }, { getRecipeMenuById: onTheLine }),
    ],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Beef stew' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'View as cook' });
  expect(link.getAttribute('href')).toBe('/recipe/r1');
  fireEvent.click(link);
  await waitFor(() => expect(where()).toBe('/recipe/r1'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Beef stew' })).toBeTruthy();
  expect(screen.getByText('Viewing as a cook')).toBeTruthy();
  expect(screen.getByText('Contains: Gluten')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Brown the beef' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe('/auth/admin/recipe/r1/edit');
});

test("a dish's page has 'View as cook' too", async () => {
  const dish = { ...stew, id: 'd1', title: 'Steak frites', type: 'MENU' as const };
  renderConsole('/auth/admin/dishes/d1', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(RECIPE_MENU, { id: 'd1' }, { getRecipeMenuById: dish }),
      mockAnswer(RECIPE_COSTING, { id: 'd1', at: null }, { getRecipeMenuById: null }),
    ],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Steak frites' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View as cook' }).getAttribute('href')).toBe('/recipe/d1');
});
