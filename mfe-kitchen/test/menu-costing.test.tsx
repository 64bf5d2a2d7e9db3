import { COSTING_SETTINGS, MENU_COSTING, UPDATE_COSTING_SETTINGS, type CostedDish } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const mains = { __typename: 'Category', id: 'c1', name: 'Mains' };
const desserts = { __typename: 'Category', id: 'c2', name: 'Desserts' };
const starters = { __typename: 'Category', id: 'c3', name: 'Starters' };

const gap = (n: number) => ({
  __typename: 'CostingGap',
  kind: 'NO_PRICE' as const,
  recipeId: 'd3',
  lineId: `l${n}`,
  ingredientId: `i${n}`,
  subRecipeId: null,
  message: 'No price for this ingredient',
});

const dish = (
  id: string,
  title: string,
  category: typeof mains | null,
  more: Partial<Answer<CostedDish>>,
  cost: Partial<Answer<CostedDish['cost']>> = {},
): Answer<CostedDish> => ({
  __typename: 'RecipeMenu',
  id,
  title,
  categoryId: category?.id ?? null,
  category,
  sellingPrice: null,
  vatRate: null,
  foodCostPercent: null,
  grossMargin: null,
  overTarget: null,
  ...more,
  cost: { __typename: 'RecipeCost', total: '0', perPortion: null, currency: 'EUR', complete: true, missing: [], ...cost },
});

/** The kitchen's dishes in its own order: two over the 30 % target (one of them only partly costed), one with no yield in portions. */
const DISHES = [
  dish(
    'd1',
    'Steak frites',
    mains,
    { sellingPrice: '24.50', vatRate: 9, foodCostPercent: 27.59, grossMargin: '16.2735', overTarget: false },
    { perPortion: '6.2035' },
  ),
  dish(
    'd2',
    'Crème brûlée',
    desserts,
    { sellingPrice: '9.00', vatRate: 9, foodCostPercent: 25.43, grossMargin: '6.1569', overTarget: false },
    { perPortion: '2.10' },
  ),
  dish(
    'd3',
    'Béarnaise burger',
    mains,
    { sellingPrice: '12.00', vatRate: 9, overTarget: true },
    { perPortion: '4.20', complete: false, missing: [gap(1), gap(2)] },
  ),
  dish(
    'd4',
    "Soupe à l'oignon",
    starters,
    { sellingPrice: '8.50', vatRate: 9, foodCostPercent: 44.33, grossMargin: '4.3414', overTarget: true },
    { perPortion: '3.4567' },
  ),
  dish(
    'd5',
    'Special of the day',
    null,
    {},
    { complete: false, missing: [{ ...gap(3), kind: 'NO_YIELD' as const, lineId: null, message: 'No yield in portions' }] },
  ),
];

const settings = (target: number) =>
  mockAnswer(
    COSTING_SETTINGS,
    {},
    { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: target } },
  );
const mocks = () => [kitchenPlanMock(), mockAnswer(MENU_COSTING, {}, { getMenuCosting: DISHES }), settings(30)];

/** The dish titles in the order the table shows them. */
const shown = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'))
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

test('every dish with its cost per portion, price, food cost % and margin, partial costs as "at least" with their gaps, over-target dishes flagged', async () => {
  renderConsole('/auth/admin/menu-costing', { mocks: mocks() });
  expect(await screen.findByRole('heading', { name: 'Menu costing' })).toBeTruthy();
  await waitFor(() =>
    expect(shown()).toEqual(['Steak frites', 'Crème brûlée', 'Béarnaise burger', "Soupe à l'oignon", 'Special of the day']),
  );
  expect(await screen.findByText('Target food cost: 30%')).toBeTruthy();
  expect(screen.getByText('5 dishes, 2 incomplete, 2 over target')).toBeTruthy();

  const steak = rowOf('Steak frites');
  // To the cent on screen (the service's 6.2035 and 16.2735), exact in the CSV below.
  expect(within(steak).getByText('€6.20')).toBeTruthy();
  expect(within(steak).getByText('€24.50')).toBeTruthy();
  expect(within(steak).getByText('incl. 9% VAT')).toBeTruthy();
  expect(within(steak).getByText('27.6%')).toBeTruthy();
  expect(within(steak).getByText('€16.27')).toBeTruthy();
  expect(within(steak).queryByText('Over target')).toBeNull();
  expect(steak.hasAttribute('data-over-target')).toBe(false);
  expect(screen.getByRole('link', { name: 'Steak frites' }).getAttribute('href')).toBe('/auth/admin/dishes/d1');

  // A partial sum is never shown as the total: 'at least', marked, with its gaps linked to the dish.
  const burger = rowOf('Béarnaise burger');
  expect(within(burger).getByText('at least €4.20')).toBeTruthy();
  expect(within(burger).getByText('⚠ Incomplete')).toBeTruthy();
  expect(within(burger).getByRole('link', { name: '2 gaps to fix in Béarnaise burger' }).getAttribute('href')).toBe(
    '/auth/admin/dishes/d3',
  );
  // Over target, in words and in the row's emphasis, not by colour alone.
  for (const title of ['Béarnaise burger', "Soupe à l'oignon"]) {
    expect(within(rowOf(title)).getByText('Over target')).toBeTruthy();
    expect(rowOf(title).getAttribute('data-over-target')).toBe('true');
  }
  // The dish column stays pinned while the table scrolls sideways (a tablet held upright), the over-target tint under it too.
  expect(screen.getByRole('columnheader', { name: /^Dish/ }).className).toContain('ant-table-cell-fix-start');
  const [pinned, category] = within(burger).getAllByRole('cell');
  expect(pinned!.className).toContain('ant-table-cell-fix-start');
  expect(pinned!.style.background).not.toBe('');
  expect(pinned!.style.background).toBe(category!.style.background);
  expect(within(steak).getAllByRole('cell')[0]!.style.background).toBe('');
  const special = rowOf('Special of the day');
  expect(within(special).getByText('No yield in portions')).toBeTruthy();
  expect(within(special).getByRole('link', { name: '1 gap to fix in Special of the day' })).toBeTruthy();
  expect(within(special).getByText('No price')).toBeTruthy();
}, 45_000);

test('sorts by food cost % up and down (dishes without one last), filters by category, and exports exactly the rows shown', async () => {
  const { where } = renderConsole('/auth/admin/menu-costing', { mocks: mocks() });
  await waitFor(() => expect(shown()).toHaveLength(5));
  const foodCost = () => screen.getByRole('columnheader', { name: /^Food cost %/ });

  fireEvent.click(foodCost());
  await waitFor(() =>
    expect(shown()).toEqual(['Crème brûlée', 'Steak frites', "Soupe à l'oignon", 'Béarnaise burger', 'Special of the day']),
  );
  expect(foodCost().getAttribute('aria-sort')).toBe('ascending');
  fireEvent.click(foodCost());
  await waitFor(() =>
    expect(shown()).toEqual(["Soupe à l'oignon", 'Steak frites', 'Crème brûlée', 'Béarnaise burger', 'Special of the day']),
  );
  expect(where()).toBe('/auth/admin/menu-costing?sort=-foodCost');

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByTitle('Mains'));
  await waitFor(() => expect(shown()).toEqual(['Steak frites', 'Béarnaise burger']));
  expect(where()).toBe('/auth/admin/menu-costing?sort=-foodCost&category=c1');

  const files: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:menu-costing';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(click.mock.contexts[0]).toHaveProperty('download', expect.stringMatching(/^menu-costing-\d{4}-\d{2}-\d{2}\.csv$/));
  // The bytes as written: a UTF-8 byte order mark first, so spreadsheets read 'Crème' right.
  const text = await act(
    () =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(files[0]!);
      }),
  );
  expect(text).toBe(
    [
      '\uFEFFDish,Category,Currency,Cost per portion,Cost complete,Gaps,Selling price incl. VAT,VAT %,Food cost %,Gross margin,Over target',
      'Steak frites,Mains,EUR,6.2035,yes,0,24.50,9,27.59,16.2735,no',
      'Béarnaise burger,Mains,EUR,4.20,no,2,12.00,9,,,yes',
    ].join('\r\n'),
  );
  click.mockRestore();
}, 45_000);

test("an admin changes the kitchen's target food cost %, and the dishes are read again against it", async () => {
  const saved = jest.fn(() => ({
    data: { UpdateCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 25 } },
  }));
  renderConsole('/auth/admin/menu-costing', {
    mocks: [
      ...mocks(),
      { request: { query: UPDATE_COSTING_SETTINGS, variables: { input: { targetFoodCostPercent: 25 } } }, result: saved },
      settings(25),
      mockAnswer(MENU_COSTING, {}, { getMenuCosting: DISHES.map((d) => (d.id === 'd1' ? { ...d, overTarget: true } : d)) }),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Change target' }));
  fireEvent.change(screen.getByLabelText('Target food cost %'), { target: { value: '25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Target food cost: 25%')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(within(rowOf('Steak frites')).getByText('Over target')).toBeTruthy());
}, 45_000);
