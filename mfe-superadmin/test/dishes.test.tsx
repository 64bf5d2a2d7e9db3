import {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_KITCHENS,
  ACTIVE_UNITS,
  CREATE_RECIPE_MENU,
  DELETE_RECIPE_MENU,
  KITCHEN_COOKS,
  KITCHEN_RECIPES,
  RECIPE_MENUS,
  type RecipeMenuPage,
} from '@brigade/recipe-editor';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILTER_CATEGORIES, KITCHEN_NAME } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { AnswerOf } from './support/answer';
import { renderConsole, settle } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const harbour = { __typename: 'Kitchen', id: 'k1', name: 'Harbour Kitchen' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
type Row = Answer<RecipeMenuPage['records'][number]>;
const soup: Row = {
  __typename: 'RecipeMenu',
  id: 'd1',
  title: 'Soup of the day',
  coverPic: null,
  type: 'MENU',
  status: 'ACTIVE',
  kitchenId: harbour.id,
  isPrivate: false,
  order: 1,
  category: null,
  updatedAt: null,
  draftWaiting: false,
};
const listVariables = (filters: { type?: 'MENU'; status?: 'PAUSED'; kitchenId?: string }) => ({
  pageNo: 1,
  sizePerPage: 10,
  filters,
  sort: 'ORDER' as const,
});
/** The first page of dishes asked with `filters`, in the list's order: `records`, all there are. */
const page = (filters: Parameters<typeof listVariables>[0], records: Row[], options: { maxUsageCount?: number } = {}) =>
  mockAnswer(
    RECIPE_MENUS,
    listVariables(filters),
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total: records.length, records } },
    options,
  );
const often = { maxUsageCount: 20 };
const listSupport = [
  mockAnswer(KITCHEN_NAME, { id: harbour.id }, { getKitchenById: harbour }, often),
  mockAnswer(FILTER_CATEGORIES, undefined, { getActiveCategory: [] }, often),
  mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour] }, often),
];

test('the dish list is the recipe list with type MENU: its own title, its status filter, and ‘Delete Dish?’', async () => {
  renderConsole('/auth/superadmin/dishes', {
    mocks: [
      page({ type: 'MENU' }, [soup]),
      page({ type: 'MENU', status: 'PAUSED' }, []),
      mockAnswer(DELETE_RECIPE_MENU, { id: soup.id }, { DeleteRecipeMenu: true }),
      ...listSupport,
    ],
  });
  expect(await screen.findByText('Soup of the day')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();

  fireEvent.click(screen.getByLabelText('Delete Soup of the day'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Dish?').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByText('Cancel'));

  fireEvent.mouseDown(within(screen.getByLabelText('Status').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Paused'));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
});

test('a kitchen in the address (a reload or shared link) lists that kitchen’s dishes: filters.kitchenId with type MENU', async () => {
  renderConsole('/auth/superadmin/dishes?kitchen=k1', {
    mocks: [page({ type: 'MENU', kitchenId: harbour.id }, [soup]), ...listSupport],
  });
  expect(await screen.findByText('Soup of the day')).toBeTruthy();
  const chosen = screen.getByLabelText('Kitchen').closest('.ant-select')!;
  expect(await within(chosen as HTMLElement).findByText('Harbour Kitchen')).toBeTruthy();
});

const kitchenMocks = [
  mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour] }, often),
  mockAnswer(ACTIVE_CATEGORIES, { kitchenId: 'k1' }, { getActiveCategory: [] }, often),
  mockAnswer(ACTIVE_INGREDIENTS, { kitchenId: 'k1' }, { getActiveIngredients: [] }, often),
  mockAnswer(ACTIVE_UNITS, undefined, { getUnits: { __typename: 'UnitPage', records: [] } }, often),
  mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: [] }, often),
  mockAnswer(KITCHEN_COOKS, { kitchenId: 'k1' }, { GetUsers: { __typename: 'UserPage', records: [] } }, often),
  mockAnswer(
    KITCHEN_RECIPES,
    { filters: { type: 'RECIPE', status: 'ACTIVE', kitchenId: 'k1' } },
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 0, records: [] } },
    often,
  ),
];

async function chooseHarbour() {
  fireEvent.mouseDown(await screen.findByLabelText('Kitchen'));
  fireEvent.click(await screen.findByTitle('Harbour Kitchen'));
  return screen.findByLabelText('Title');
}

test('a new dish asks for the kitchen first and is created there as type MENU', async () => {
  let sent: { input?: { type?: string; kitchenId?: string; title?: string } } = {};
  const { where } = renderConsole('/auth/superadmin/dishes/new', {
    mocks: [
      ...kitchenMocks,
      {
        request: {
          query: CREATE_RECIPE_MENU,
          variables: (variables: typeof sent) => {
            sent = variables;
            return true;
          },
        },
        result: {
          errors: [{ message: 'Your plan allows 25 menu items and the kitchen has 25', extensions: { code: 'PLAN_LIMIT_REACHED' } }],
        },
      },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'New dish' })).toBeTruthy();
  expect(screen.queryByLabelText('Title')).toBeNull();
  fireEvent.change(await chooseHarbour(), { target: { value: 'Soup of the day' } });
  fireEvent.click(screen.getByText('Save'));
  expect(await screen.findByText('Your plan allows 25 menu items and the kitchen has 25')).toBeTruthy();
  expect(sent.input).toMatchObject({ type: 'MENU', kitchenId: 'k1', title: 'Soup of the day' });
  expect(where()).toBe('/auth/superadmin/dishes/new');
});

test('leaving a changed dish asks Save or Don’t Save; Don’t Save leaves', async () => {
  const { router, where } = renderConsole('/auth/superadmin/dishes/new', {
    mocks: [...kitchenMocks, page({ type: 'MENU' }, [], often), ...listSupport],
  });
  fireEvent.change(await chooseHarbour(), { target: { value: 'Gazpacho' } });
  await settle(50);
  await act(async () => {
    void router.navigate('/auth/superadmin/dishes');
  });
  expect(await screen.findByText('You have unsaved changes. Are you sure you want to leave without saving')).toBeTruthy();
  expect(where()).toBe('/auth/superadmin/dishes/new');
  fireEvent.click(screen.getByText("Don't Save"));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/dishes'));
});
