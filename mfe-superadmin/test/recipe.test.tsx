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
  RECIPE_MENU,
  RECIPE_MENU_WITH_DRAFT,
  RECIPE_MENUS,
  RECIPE_ORDER_IDS,
  UPDATE_RECIPE_MENU,
  UPDATE_RECIPE_ORDER,
  type RecipeMenu,
  type RecipeMenuPage,
  type RecipeMenuRow,
} from '@brigade/recipe-editor';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { BLANK_RECIPE_DETAILS } from '@brigade/test-kit/fixtures/blank-recipe';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILTER_CATEGORIES, KITCHEN_NAME } from '@brigade/console-kit';
import type { AnswerOf } from './support/answer';
import { renderConsole } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const mains = { __typename: 'Category', id: 'c1', name: 'Mains' } satisfies AnswerOf<typeof FILTER_CATEGORIES, 'getActiveCategory'>;
const harbour = { __typename: 'Kitchen', id: 'k1', name: 'Harbour Kitchen' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const quay = { __typename: 'Kitchen', id: 'k2', name: 'Quay Kitchen' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const row = (id: string, title: string, order: number, extra: Partial<Answer<RecipeMenuRow>> = {}): Answer<RecipeMenuRow> => ({
  __typename: 'RecipeMenu',
  id,
  title,
  coverPic: null,
  type: 'RECIPE' as const,
  status: 'ACTIVE' as const,
  kitchenId: harbour.id,
  isPrivate: false,
  order,
  category: mains,
  updatedAt: null,
  draftWaiting: false,
  ...extra,
});
const stew = row('r1', 'Beef stew', 1, { isPrivate: true, coverPic: '/media/stew' });
const tart = row('r2', 'Lemon tart', 3, { status: 'PAUSED', category: null });
const answer = (records: Answer<RecipeMenuPage['records'][number]>[], total = records.length) => ({
  getRecipeMenu: { __typename: 'RecipeMenuPage', total, records },
});
const listCall = (filters: { type: 'RECIPE'; categoryId?: string }, pageNo = 1, sizePerPage = 10) => ({
  query: RECIPE_MENUS,
  variables: { pageNo, sizePerPage, filters, sort: 'ORDER' as const },
});
/** The list's answer to `call`: a page of `records`, `total` counting every page. */
const page = (
  call: ReturnType<typeof listCall>,
  records: Answer<RecipeMenuPage['records'][number]>[],
  options: { maxUsageCount?: number } = {},
) => mockAnswer(RECIPE_MENUS, call.variables, answer(records), options);
const often = { maxUsageCount: 20 };
const listSupport = [
  mockAnswer(KITCHEN_NAME, { id: harbour.id }, { getKitchenById: harbour }, often),
  mockAnswer(FILTER_CATEGORIES, undefined, { getActiveCategory: [mains] }, often),
  mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour, quay] }, often),
];

test('the recipe list asks for type RECIPE in the kitchens’ order and shows picture, title, kitchen, category, status and privacy', async () => {
  const { where } = renderConsole('/auth/superadmin/recipe', {
    mocks: [
      page(listCall({ type: 'RECIPE' }), [stew, tart]),
      page(listCall({ type: 'RECIPE', categoryId: mains.id }), [stew]),
      ...listSupport,
    ],
  });
  expect(await screen.findByText('Beef stew')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Recipes' })).toBeTruthy();
  expect(screen.getByAltText('Beef stew').getAttribute('src')).toBe('/media/stew');
  expect((await screen.findAllByText('Harbour Kitchen')).length).toBe(2);
  const stewRow = screen.getByText('Beef stew').closest('tr')!;
  expect(within(stewRow).getByText('Mains')).toBeTruthy();
  expect(within(stewRow).getByText('Yes')).toBeTruthy();
  const tartRow = screen.getByText('Lemon tart').closest('tr')!;
  expect(within(tartRow).getByText('Paused')).toBeTruthy();
  expect(within(tartRow).getByText('No')).toBeTruthy();
  expect(screen.getByText('Total records: 2')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Category').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Mains'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe?category=c1'));
  await waitFor(() => expect(screen.queryByText('Lemon tart')).toBeNull());
});

test('choosing a kitchen sends its id as filters.kitchenId, keeps it in the address, and clearing it shows every kitchen again', async () => {
  const sent: object[] = [];
  const { where } = renderConsole('/auth/superadmin/recipe', {
    mocks: [
      {
        request: {
          query: RECIPE_MENUS,
          variables: (variables: { filters: { kitchenId?: string } }) => {
            sent.push(variables);
            return true;
          },
        },
        result: (variables: { filters: { kitchenId?: string } }) => ({
          data: answer(variables.filters.kitchenId === quay.id ? [] : [stew, tart]),
        }),
        ...often,
      },
      ...listSupport,
    ],
  });
  await screen.findByText('Beef stew');
  fireEvent.mouseDown(within(screen.getByLabelText('Kitchen').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Quay Kitchen'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe?kitchen=k2'));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(sent.at(-1)).toEqual({ pageNo: 1, sizePerPage: 10, filters: { type: 'RECIPE', kitchenId: quay.id }, sort: 'ORDER' });

  const kitchenSelect = screen.getByLabelText('Kitchen').closest('.ant-select') as HTMLElement;
  fireEvent.click(within(kitchenSelect).getByLabelText('close-circle'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe'));
  expect(await screen.findByText('Beef stew')).toBeTruthy();
  expect(sent.at(-1)).toEqual({ pageNo: 1, sizePerPage: 10, filters: { type: 'RECIPE' }, sort: 'ORDER' });
});

test('delete asks ‘Delete Recipe?’ with the spec’s words, then deletes and reads the list again', async () => {
  renderConsole('/auth/superadmin/recipe', {
    mocks: [
      page(listCall({ type: 'RECIPE' }), [stew]),
      mockAnswer(DELETE_RECIPE_MENU, { id: stew.id }, { DeleteRecipeMenu: true }),
      page(listCall({ type: 'RECIPE' }), []),
      ...listSupport,
    ],
  });
  await screen.findByText('Beef stew');
  fireEvent.click(screen.getByLabelText('Delete Beef stew'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Recipe?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
});

test('a dragged row saves its kitchen’s whole order: the dish between the two recipes keeps its place', async () => {
  // dnd-kit measures rows; jsdom lays nothing out, so each body row gets a 40 px band by its place.
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tr = this.closest('tr');
    const top = (tr ? [...(tr.parentElement?.children ?? [])].indexOf(tr) : 0) * 40;
    return { x: 0, y: top, top, left: 0, width: 800, height: 40, right: 800, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
  // Only kitchen k1's rows are asked for; recipes and dishes share its order.
  const sequence = [
    { __typename: 'RecipeMenu', id: stew.id, order: 1 },
    { __typename: 'RecipeMenu', id: 'dish', order: 2 },
    { __typename: 'RecipeMenu', id: tart.id, order: 3 },
  ] satisfies AnswerOf<typeof RECIPE_ORDER_IDS, 'getRecipeMenu'>['records'];
  renderConsole('/auth/superadmin/recipe', {
    mocks: [
      page(listCall({ type: 'RECIPE' }), [stew, tart], { maxUsageCount: 2 }),
      mockAnswer(
        RECIPE_ORDER_IDS,
        { pageNo: 1, sizePerPage: 100, filters: { kitchenId: harbour.id } },
        { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 3, records: sequence } },
      ),
      mockAnswer(UPDATE_RECIPE_ORDER, { ids: [tart.id, 'dish', stew.id] }, { UpdateRecipeOrder: true }),
      ...listSupport,
    ],
  });
  await screen.findByText('Beef stew');
  (await screen.findAllByRole('button', { name: 'Drag to reorder' }))[0]!.focus();
  const press = async (code: string, key: string) => {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  await press('Space', ' ');
  await press('ArrowDown', 'ArrowDown');
  await press('Space', ' ');
  expect(await screen.findByText('Order saved')).toBeTruthy();
  rect.mockRestore();
});

const kitchens = mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour] }, often);
const choices = [
  mockAnswer(ACTIVE_CATEGORIES, { kitchenId: 'k1' }, { getActiveCategory: [mains] }, often),
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
const created: Answer<RecipeMenu> = {
  ...stew,
  ...BLANK_RECIPE_DETAILS,
  categoryId: null,
  category: null,
};

test('a new recipe starts with the kitchen: the rest of the form comes once one is chosen, and the recipe goes there', async () => {
  const input = {
    type: 'RECIPE' as const,
    kitchenId: 'k1',
    title: 'Beef stew',
    description: null,
    coverPic: null,
    video: null,
    status: 'ACTIVE' as const,
    categoryId: null,
    subCategoryId: null,
    isPrivate: false,
    cookIds: [],
    utensils: [],
    yieldValue: null,
    yieldUnitId: null,
    yieldUnitOfMeasure: null,
    notes: null,
    steps: [],
    allergenIds: [],
    ingredients: [],
  };
  const { where } = renderConsole('/auth/superadmin/recipe/new', {
    mocks: [
      kitchens,
      ...choices,
      mockAnswer(CREATE_RECIPE_MENU, { input }, { CreateRecipeMenu: created }),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: created }),
      ...listSupport,
    ],
  });
  expect(await screen.findByRole('heading', { name: 'New recipe' })).toBeTruthy();
  expect(screen.getByText('Choose the kitchen first: its categories, ingredients and cooks fill the form.')).toBeTruthy();
  expect(screen.queryByLabelText('Title')).toBeNull();
  fireEvent.click(screen.getByText('Save'));
  // antd validates asynchronously; a busy machine takes its time with a form this size.
  expect(await screen.findByText('Please choose a kitchen')).toBeTruthy();

  fireEvent.mouseDown(screen.getByLabelText('Kitchen'));
  fireEvent.click(await screen.findByTitle('Harbour Kitchen'));
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Beef stew' } });
  fireEvent.click(screen.getByText('Save'));
  // The new recipe's own page, not page 1 of a list it may not even be on.
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe/r1'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Beef stew' })).toBeTruthy();
});

test('an edit saved lands on the recipe’s page, and Cancel on an edit goes back to the recipe', async () => {
  const loaded = mockAnswer(
    RECIPE_MENU_WITH_DRAFT,
    { id: 'r1' },
    { getRecipeMenuById: { ...created, versionNumber: 1, releasedVersionNumber: 1, draft: null } },
    often,
  );
  const renamed = { ...created, title: 'Beef stew au vin' };
  const { where } = renderConsole('/auth/superadmin/recipe/r1/edit', {
    mocks: [
      loaded,
      kitchens,
      ...choices,
      mockAnswer(
        UPDATE_RECIPE_MENU,
        { id: 'r1', input: { title: 'Beef stew au vin' } },
        { UpdateRecipeMenu: { ...renamed, versionNumber: 2, releasedVersionNumber: 2 } },
      ),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: created }),
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: renamed }),
      ...listSupport,
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Beef stew'));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe/r1'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Beef stew' })).toBeTruthy();

  fireEvent.click(within(screen.getByTestId('recipe-header')).getByRole('button', { name: 'Edit' }));
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Beef stew'));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Beef stew au vin' } });
  fireEvent.click(screen.getByText('Save'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe/r1'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Beef stew au vin' })).toBeTruthy();
});

test('Cancel on a new recipe goes back to the list', async () => {
  const { where } = renderConsole('/auth/superadmin/recipe/new', {
    mocks: [kitchens, ...choices, page(listCall({ type: 'RECIPE' }), [stew], often), ...listSupport],
  });
  expect(await screen.findByRole('heading', { name: 'New recipe' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe'));
});

test('the view shows the recipe read-only with its kitchen, and Edit opens the editor', async () => {
  const { where } = renderConsole('/auth/superadmin/recipe/r1', {
    mocks: [
      mockAnswer(RECIPE_MENU, { id: 'r1' }, { getRecipeMenuById: created }),
      // The editor reads the recipe with its waiting draft, if any (none here).
      mockAnswer(
        RECIPE_MENU_WITH_DRAFT,
        { id: 'r1' },
        { getRecipeMenuById: { ...created, versionNumber: 1, releasedVersionNumber: 1, draft: null } },
      ),
      ...choices,
      ...listSupport,
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Beef stew' })).toBeTruthy();
  expect(await screen.findByText('Harbour Kitchen')).toBeTruthy();
  expect(screen.getByText('Ingredients')).toBeTruthy();
  fireEvent.click(screen.getByText('Edit'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/recipe/r1/edit'));
  expect(await screen.findByRole('heading', { name: 'Edit recipe' })).toBeTruthy();
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Beef stew'));
});
