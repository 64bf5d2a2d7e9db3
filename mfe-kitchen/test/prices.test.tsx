import {
  COSTING_SETTINGS,
  DELETE_PRICE,
  INGREDIENT,
  INGREDIENT_PRICES,
  PACK_UNITS,
  RECORD_PRICE,
  UPDATE_PRICE,
} from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { ingredient, KG, PIECE, price, type PriceRow } from './support/catalog';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const flour = { ...ingredient('i1', 'Flour'), nutrition: null };

// The chart is a chunk the page loads itself (React.lazy); jest cannot run a built package's import(),
// so here the page shows its fallback (console-kit's own test draws the chart). React reports the
// failed chunk load it recovered from; that one report is expected, any other error still shows.
const reportError = console.error.bind(console);
beforeEach(() =>
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('dynamic import callback'))) return;
    reportError(...args);
  }),
);
afterEach(() => jest.restoreAllMocks());
/** 5 kg for €7.20 in January, 90 % usable after sieving and spills. */
const january = price('p0', 'i1', {
  supplierCode: 'M-118',
  packDescription: 'Sack',
  packPrice: '7.20',
  pricedOn: '2026-01-15',
  yieldPercent: 90,
});

const history = (prices: PriceRow[]) => mockAnswer(INGREDIENT_PRICES, { ingredientId: 'i1' }, { getIngredientPrices: prices });
const common = [
  kitchenPlanMock(),
  mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: flour }),
  mockAnswer(
    COSTING_SETTINGS,
    {},
    { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
  ),
  mockAnswer(PACK_UNITS, undefined, { getUnits: { __typename: 'UnitPage', records: [KG, PIECE] } }, { maxUsageCount: 5 }),
];

test('recording a price sends the pack price as the exact decimal text typed, starting from the last pack, and the history follows', async () => {
  const march = price('p1', 'i1', { supplierCode: 'M-118', packDescription: 'Sack', packPrice: '7.50', yieldPercent: 90 });
  const input = {
    ingredientId: 'i1',
    supplier: 'Metro',
    supplierCode: 'M-118',
    packDescription: 'Sack',
    packSize: 5,
    packUnitId: 'u-kg',
    packPrice: '7.50',
    currency: 'EUR',
    pricedOn: '2026-03-02',
    yieldPercent: 90,
  };
  const recorded = jest.fn(() => ({ data: { RecordIngredientPrice: march } }));
  renderConsole('/auth/admin/ingredients/i1/prices', {
    mocks: [
      ...common,
      history([january]),
      { request: { query: RECORD_PRICE, variables: { input } }, result: recorded },
      history([march, january]),
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Prices: Flour' })).toBeTruthy();
  // The current price, and what a kg costs as bought (7.20 / 5) and usable (1.44 / 0.9), exactly.
  const current = (await screen.findByText('Current price')).closest('table')!;
  expect(within(current).getByText('€7.20 / 5 kg')).toBeTruthy();
  expect(within(current).getByText('€1.44 / kg')).toBeTruthy();
  expect(within(current).getByText('usable: €1.60 / kg')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Record price' }));
  const dialog = await screen.findByRole('dialog');
  // A new price starts from the last one's supplier and pack.
  expect(within(dialog).getByLabelText('Supplier')).toHaveProperty('value', 'Metro');
  expect(within(dialog).getByLabelText('Pack size')).toHaveProperty('value', '5');
  fireEvent.change(within(dialog).getByLabelText('Pack price'), { target: { value: '7.50' } });
  fireEvent.change(within(dialog).getByLabelText('Priced on'), { target: { value: '2026-03-02' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Price recorded')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(current).findByText('€7.50 / 5 kg')).toBeTruthy();
  // Two comparable prices make a history: its chart says in words what it draws.
  expect(screen.getByRole('img', { name: /^Price per kg: 2 prices from Jan 15, 2026 \(€1.44\) to Mar 2, 2026 \(€1.50\)/ })).toBeTruthy();
  const rows = screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
  // The history, newest first: date (the current one tagged), pack price, per kg as bought and usable.
  expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent))).toEqual([
    ['Mar 2, 2026Current', 'MetroM-118', '5 kgSack', '€7.50', '€1.50 / kgusable: €1.67 / kg', '90%'],
    ['Jan 15, 2026', 'MetroM-118', '5 kgSack', '€7.20', '€1.44 / kgusable: €1.60 / kg', '90%'],
  ]);
}, 45_000);

test("editing a price sends a comma price as decimal text and shows the catalog's error beside Pack price; deleting asks first", async () => {
  const input = {
    supplier: 'Metro',
    supplierCode: 'M-118',
    packDescription: 'Sack',
    packSize: 5,
    packUnitId: 'u-kg',
    packPrice: '7.5',
    currency: 'EUR',
    pricedOn: '2026-01-15',
    yieldPercent: 90,
  };
  const deleted = jest.fn(() => ({ data: { DeleteIngredientPrice: true } }));
  renderConsole('/auth/admin/ingredients/i1/prices', {
    mocks: [
      ...common,
      history([january]),
      {
        request: { query: UPDATE_PRICE, variables: { id: 'p0', input } },
        result: {
          errors: [{ message: 'Prices of this supplier are kept in GBP', extensions: { code: 'BAD_USER_INPUT', field: 'packPrice' } }],
        },
      },
      { request: { query: DELETE_PRICE, variables: { id: 'p0' } }, result: deleted },
      history([]),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Jan 15, 2026' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Pack price')).toHaveProperty('value', '7.20');
  fireEvent.change(within(dialog).getByLabelText('Pack price'), { target: { value: '7,5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const message = await within(dialog).findByText('Prices of this supplier are kept in GBP');
  expect(message.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Pack price');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'Delete Jan 15, 2026' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this price?' });
  expect(
    within(confirm).getByText('The price of Jan 15, 2026 (€7.20 / 5 kg) leaves the history; the one before it becomes current.'),
  ).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('No price recorded yet: recipes using it show a gap until one is.')).toBeTruthy();
}, 45_000);
