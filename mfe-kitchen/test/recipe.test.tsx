import { ACTIVE_ALLERGENS, ACTIVE_SUB_CATEGORIES, DELETE_RECIPE_MENU, RECIPE_MENUS, type RecipeMenuRow } from '@brigade/recipe-editor';
import { FILTER_CATEGORIES } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { recipeRow } from '@brigade/test-kit/fixtures/blank-recipe';
import type { TypedDocumentNode } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kitchenPlan, kitchenPlanMock } from './support/plan';
import { renderConsole, settle } from './support/render';

type RecipeMenuFilters = NonNullable<(typeof RECIPE_MENUS extends TypedDocumentNode<unknown, infer V> ? V : never)['filters']>;

const mains = { __typename: 'Category', id: 'c1', name: 'Mains' };
const fish = { __typename: 'SubCategory', id: 's1', name: 'Fish' };
const gluten = { __typename: 'Allergen', id: 'a1', name: 'Gluten' };
const row = (id: string, title: string): Answer<RecipeMenuRow> => ({
  ...recipeRow(),
  id,
  title,
  type: 'RECIPE',
  status: 'ACTIVE',
  category: mains,
});
/** A page of recipes; `total` counts every page (40, kitchenPlan()'s counter, for the whole list). */
const list = (filters: RecipeMenuFilters, records: Answer<RecipeMenuRow>[], total = Object.keys(filters).length ? records.length : 40) =>
  mockAnswer(
    RECIPE_MENUS,
    { pageNo: 1, sizePerPage: 10, filters: { type: 'RECIPE', ...filters }, sort: 'ORDER' },
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total, records } },
    { maxUsageCount: 3 },
  );
const often = { maxUsageCount: 10 };
const choices = [
  mockAnswer(FILTER_CATEGORIES, undefined, { getActiveCategory: [mains] }, often),
  mockAnswer(ACTIVE_SUB_CATEGORIES, { categoryId: 'c1' }, { getActiveSubCategory: [fish] }, often),
  mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: [gluten] }, often),
];
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
};

test("the kitchen's recipes filter by category, sub-category and 'free of' an allergen, with no kitchen column", async () => {
  const sole = row('r1', 'Sole meunière');
  const { where } = renderConsole('/auth/admin/recipe', {
    mocks: [
      kitchenPlanMock(),
      ...choices,
      list({}, [sole, row('r2', 'Beef stew')]),
      list({ categoryId: 'c1' }, [sole]),
      list({ categoryId: 'c1', subCategoryId: 's1' }, [sole]),
      list({ categoryId: 'c1', subCategoryId: 's1', freeOfAllergenIds: ['a1'] }, []),
    ],
  });
  expect(await screen.findByText('Beef stew')).toBeTruthy();
  expect(screen.getByText('40 of 100 recipes on your Starter plan')).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: 'Kitchen' })).toBeNull();
  await pick('Category', 'Mains');
  await waitFor(() => expect(screen.queryByText('Beef stew')).toBeNull());
  await pick('Sub-category', 'Fish');
  await pick('Free of allergens', 'Gluten');
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(where()).toBe('/auth/admin/recipe?category=c1&subcategory=s1&free=a1');
});

test('at the recipe cap the list says so and links to Upgrade Plan', async () => {
  renderConsole('/auth/admin/recipe', { mocks: [kitchenPlanMock(kitchenPlan({ recipeCount: 100 })), ...choices, list({}, [], 100)] });
  expect(await screen.findByText('Your Starter plan allows 100 recipes, and all are in use. Upgrade your plan to add more.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/auth/admin/payments');
});

test('deleting a recipe other recipes use asks again, naming them, and deletes with force only on yes', async () => {
  const bearnaise = row('r3', 'Béarnaise');
  const refused = {
    message: 'Béarnaise is used in Steak frites and Sole meunière',
    extensions: {
      code: 'BAD_USER_INPUT',
      field: 'force',
      usedBy: { recipes: 2 },
      usedIn: [
        { id: 'd1', title: 'Steak frites' },
        { id: 'r1', title: 'Sole meunière' },
      ],
    },
  };
  const usedIn = 'Used in Steak frites and Sole meunière. Delete anyway?';
  const forced = jest.fn(() => ({ data: { DeleteRecipeMenu: true } }));
  renderConsole('/auth/admin/recipe', {
    mocks: [
      kitchenPlanMock(),
      ...choices,
      { ...list({}, [bearnaise]), maxUsageCount: 1 },
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3' } }, result: { errors: [refused] } },
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3' } }, result: { errors: [refused] } },
      { request: { query: DELETE_RECIPE_MENU, variables: { id: 'r3', force: true } }, result: forced },
      list({}, [], 39),
    ],
  });
  const remove = async () => {
    fireEvent.click(await screen.findByLabelText('Delete Béarnaise'));
    const ask = await waitFor(() => {
      const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText('Delete Recipe?').length > 0);
      if (!dialog) throw new Error('no confirmation');
      return dialog;
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    return waitFor(() => {
      const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText(usedIn).length > 0);
      if (!dialog) throw new Error('no second confirmation');
      return dialog;
    });
  };
  // No: nothing more is sent.
  const first = await remove();
  expect(within(first).getByText(refused.message)).toBeTruthy();
  fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryAllByText(usedIn)).toHaveLength(0));
  expect(forced).not.toHaveBeenCalled();
  // Yes: deleted with force.
  fireEvent.click(within(await remove()).getByRole('button', { name: 'Delete anyway' }));
  expect(await screen.findByText('Deleted')).toBeTruthy();
  expect(forced).toHaveBeenCalledTimes(1);
  // The plan's counter follows through an event; the notice counts with the list meanwhile.
  expect(await screen.findByText('39 of 100 recipes on your Starter plan')).toBeTruthy();
});

test("right after a create the notice counts what the list shows, and reads the kitchen's counter again until it agrees", async () => {
  const caughtUp = jest.fn(() => ({ data: { getKitchenById: kitchenPlan({ recipeCount: 41 }) } }));
  renderConsole('/auth/admin/recipe', {
    mocks: [
      kitchenPlanMock(kitchenPlan({ recipeCount: 40 }), 1),
      { ...kitchenPlanMock(), result: caughtUp, maxUsageCount: 5 },
      ...choices,
      list({}, [row('r1', 'Sole meunière')], 41),
    ],
  });
  expect(await screen.findByText('41 of 100 recipes on your Starter plan')).toBeTruthy();
  await waitFor(() => expect(caughtUp).toHaveBeenCalled(), { timeout: 3000 });
  // Agreed: no more reads.
  const reads = caughtUp.mock.calls.length;
  await settle(1500);
  expect(caughtUp).toHaveBeenCalledTimes(reads);
});
