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
} from '@brigade/recipe-editor';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILTER_CATEGORIES, KITCHEN_NAME } from '@brigade/console-kit';
import { renderConsole, settle } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const harbour = { __typename: 'Kitchen', id: 'k1', name: 'Harbour Kitchen' };
const soup = {
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
};
const page = (records: object[]) => ({ data: { getRecipeMenu: { __typename: 'RecipeMenuPage', total: records.length, records } } });
const listCall = (filters: object) => ({ query: RECIPE_MENUS, variables: { pageNo: 1, sizePerPage: 10, filters, sort: 'ORDER' } });
const often = { maxUsageCount: 20 };
const listSupport = [
  { request: { query: KITCHEN_NAME, variables: { id: harbour.id } }, result: { data: { getKitchenById: harbour } }, ...often },
  { request: { query: FILTER_CATEGORIES }, result: { data: { getActiveCategory: [] } }, ...often },
  { request: { query: ACTIVE_KITCHENS }, result: { data: { getActiveKitchen: [harbour] } }, ...often },
];

test('the dish list is the recipe list with type MENU: its own title, its status filter, and ‘Delete Dish?’', async () => {
  renderConsole('/auth/superadmin/dishes', {
    mocks: [
      { request: listCall({ type: 'MENU' }), result: page([soup]) },
      { request: listCall({ type: 'MENU', status: 'PAUSED' }), result: page([]) },
      { request: { query: DELETE_RECIPE_MENU, variables: { id: soup.id } }, result: { data: { DeleteRecipeMenu: true } } },
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
    mocks: [{ request: listCall({ type: 'MENU', kitchenId: harbour.id }), result: page([soup]) }, ...listSupport],
  });
  expect(await screen.findByText('Soup of the day')).toBeTruthy();
  const chosen = screen.getByLabelText('Kitchen').closest('.ant-select')!;
  expect(await within(chosen as HTMLElement).findByText('Harbour Kitchen')).toBeTruthy();
});

const kitchenMocks = [
  { request: { query: ACTIVE_KITCHENS }, result: { data: { getActiveKitchen: [harbour] } }, ...often },
  { request: { query: ACTIVE_CATEGORIES, variables: { kitchenId: 'k1' } }, result: { data: { getActiveCategory: [] } }, ...often },
  { request: { query: ACTIVE_INGREDIENTS, variables: { kitchenId: 'k1' } }, result: { data: { getActiveIngredients: [] } }, ...often },
  { request: { query: ACTIVE_UNITS }, result: { data: { getUnits: { __typename: 'UnitPage', records: [] } } }, ...often },
  { request: { query: ACTIVE_ALLERGENS }, result: { data: { getActiveAllergens: [] } }, ...often },
  {
    request: { query: KITCHEN_COOKS, variables: { kitchenId: 'k1' } },
    result: { data: { GetUsers: { __typename: 'UserPage', records: [] } } },
    ...often,
  },
  {
    request: { query: KITCHEN_RECIPES, variables: { filters: { type: 'RECIPE', status: 'ACTIVE', kitchenId: 'k1' } } },
    result: { data: { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 0, records: [] } } },
    ...often,
  },
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
    mocks: [...kitchenMocks, { request: listCall({ type: 'MENU' }), result: page([]), ...often }, ...listSupport],
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
