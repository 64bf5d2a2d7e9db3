import * as editor from '@brigade/recipe-editor';
import {
  ACTIVE_ALLERGENS,
  ACTIVE_SUB_CATEGORIES,
  DELETE_RECIPE_MENU,
  RECIPE_COSTING,
  RECIPE_MENU,
  RECIPE_MENUS,
  type RecipeMenu,
  type RecipeMenuRow,
} from '@brigade/recipe-editor';
import { FILTER_CATEGORIES, RECIPE_DEPENDANTS } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { recipeRecord, recipeRow } from '@brigade/test-kit/fixtures/blank-recipe';
import { recipeCost, recipeCosting } from '@brigade/test-kit/fixtures/costing';
import { releaseMocks } from '@brigade/test-kit/fixtures/release';
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

test('deleting a recipe whose use the first check missed: the refusal asks again, naming them, and deletes with force only on yes', async () => {
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
      // Used since the server was asked (a save meanwhile): the service's refusal says so.
      mockAnswer(
        RECIPE_DEPENDANTS,
        { id: 'r3' },
        { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r3', usedIn: [] } },
        { maxUsageCount: 2 },
      ),
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
  // What deleting does to them, not the refusal said again.
  expect(within(first).getByText(/Those recipes keep it as a line marked as a deleted sub-recipe/)).toBeTruthy();
  expect(within(first).queryByText(refused.message)).toBeNull();
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

test("while the list's first answer is on its way there is no 'Total records: 0', only the table's spinner", async () => {
  renderConsole('/auth/admin/recipe', {
    mocks: [kitchenPlanMock(), ...choices, { ...list({}, [row('r1', 'Sole meunière')]), delay: 400 }],
  });
  expect(await screen.findByRole('heading', { name: 'Recipes' })).toBeTruthy();
  expect(screen.queryByText(/^Total records/)).toBeNull();
  expect(await screen.findByText('Sole meunière')).toBeTruthy();
  expect(screen.getByText('Total records: 40')).toBeTruthy();
});

const allergen = (id: string, name: string) => ({ __typename: 'Allergen', id, name });
const [fishAllergen, milk, sulphites] = [allergen('a3', 'Fish'), allergen('a2', 'Milk'), allergen('a9', 'Sulphites')];
const status = (entry: ReturnType<typeof allergen>, state: 'CONTAINS' | 'MAY_CONTAIN', via: string[]) => ({
  __typename: 'AllergenStatus' as const,
  allergen: entry,
  status: state,
  via,
});
const line = (id: string, position: number, name: string, quantity: number) => ({
  __typename: 'RecipeIngredient',
  id,
  position,
  ingredientsId: `i-${id}`,
  ingredient: {
    __typename: 'Ingredient',
    id: `i-${id}`,
    name,
    density: null,
    pieceWeight: null,
    allergenIds: [],
    mayContainAllergenIds: [],
    freeFromAllergenIds: [],
  },
  subRecipeId: null,
  subRecipe: null,
  subRecipeTitle: null,
  unitId: null,
  unit: null,
  quantity,
  unitOfMeasure: 'g',
  grams: quantity,
  conversionProblem: null,
});
/** A dish as the chef opens it: lines, a method, allergens from its lines, four portions. */
const sole: Answer<RecipeMenu> = {
  ...recipeRecord({ id: 'r1', title: 'Sole meunière', category: mains, categoryId: mains.id, coverPic: null }),
  type: 'RECIPE',
  status: 'ACTIVE',
  yieldValue: 4,
  yieldUnitOfMeasure: 'portions',
  ingredients: [line('l1', 1, 'Sole', 800), line('l2', 2, 'Butter', 100)],
  steps: [{ __typename: 'RecipeStep', id: 's1', title: 'Flour the fish', description: null, image: null, video: null }],
  allergenProfile: [
    status(fishAllergen, 'CONTAINS', ['Sole']),
    status(milk, 'CONTAINS', ['Butter']),
    status(sulphites, 'MAY_CONTAIN', ['Butter']),
  ],
};

test("a recipe's page opens on its header (title, tags, Edit, History, View as cook, Back), a summary with cost per portion and allergens, then ingredients beside the method", async () => {
  const { readsMock, releaseMock } = releaseMocks(editor);
  renderConsole('/auth/admin/recipe/r1', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: sole }),
      {
        request: { query: RECIPE_COSTING, variables: { id: 'r1', at: null } },
        result: { data: { getRecipeMenuById: recipeCosting({ cost: recipeCost({ total: '12.5', perPortion: '3.125' }) }) } },
        maxUsageCount: 3,
      },
      {
        request: { query: editor.RECIPE_COST_CHANGE, variables: () => true },
        result: { data: { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: null } } },
      },
      releaseMock(null),
      readsMock(),
    ],
  });
  const header = await screen.findByTestId('recipe-header');
  // The page's first thing is its header, and everything a chef does next is in it.
  expect(header.closest('.ant-card-body')!.firstElementChild).toBe(header);
  expect(within(header).getByRole('heading', { level: 2, name: 'Sole meunière' })).toBeTruthy();
  expect(within(header).getByText('Recipe')).toBeTruthy();
  expect(within(header).getByText('Mains')).toBeTruthy();
  expect(within(header).getByRole('button', { name: 'Edit' })).toBeTruthy();
  expect(within(header).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/auth/admin/recipe/r1/history');
  expect(within(header).getByRole('link', { name: 'View as cook' }).getAttribute('href')).toBe('/recipe/r1');
  expect(within(header).getByRole('button', { name: 'Back' })).toBeTruthy();

  const summary = screen.getByTestId('recipe-summary');
  expect(within(summary).getByRole('group', { name: 'Allergens' }).textContent).toBe(
    'AllergensContains: Fish, Milk · May contain: Sulphites',
  );
  expect(within(summary).getByRole('group', { name: 'Yield' }).textContent).toBe('Yield4 portions');
  expect((await within(summary).findByRole('group', { name: 'Cost per portion' })).textContent).toBe('Cost per portion€3.13');

  const main = screen.getByTestId('recipe-main');
  expect(within(main).getByRole('heading', { name: 'Ingredients' })).toBeTruthy();
  expect(within(main).getByRole('heading', { name: 'Steps' })).toBeTruthy();
  expect(within(main).getByText('800 g Sole')).toBeTruthy();
  expect(within(main).getByText('Flour the fish')).toBeTruthy();
  expect(screen.queryByText('Basics')).toBeNull();
  expect(screen.queryByText('Cover picture')).toBeNull();
  expect(screen.getAllByText('Sole meunière')).toHaveLength(1);
});
