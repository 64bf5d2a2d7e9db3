import type { ApolloLink, TypedDocumentNode } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import {
  COSTING_SETTINGS,
  EXPORT_PRICES,
  IMPORT_PRICES,
  PREVIEW_PRICE_IMPORT,
  PRICE_IMPORT_MAPPING,
  PRICE_SUPPLIERS,
  INGREDIENTS,
  CURRENT_PRICES,
} from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { xlsxBytes } from '@brigade/test-kit/fixtures/xlsx';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { allergens, ingredient, kitchens, price } from './support/catalog';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const IMPORT = '/auth/admin/ingredients/import-prices';

type Input = {
  supplier: string;
  mapping: Record<string, number>;
  rows: (string | null)[][];
  firstRow: number;
  pricedOn: string;
  currency: string;
};

const settings = mockAnswer(
  COSTING_SETTINGS,
  {},
  { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
  { maxUsageCount: 5 },
);
const suppliers = mockAnswer(
  PRICE_SUPPLIERS,
  {},
  {
    getCurrentPrices: [
      { __typename: 'IngredientPrice', id: 'p1', supplier: 'Metro' },
      { __typename: 'IngredientPrice', id: 'p2', supplier: 'Sligro' },
    ],
  },
  { maxUsageCount: 5 },
);
type MappingView = NonNullable<
  Answer<typeof PRICE_IMPORT_MAPPING extends TypedDocumentNode<infer D, never> ? D : never>['getPriceImportMapping']
>;
const remembered = (supplier: string, mapping: Partial<Omit<MappingView, '__typename' | 'supplier' | 'updatedAt'>> | null) =>
  mockAnswer(
    PRICE_IMPORT_MAPPING,
    { supplier },
    {
      getPriceImportMapping: mapping && {
        __typename: 'PriceImportMappingView',
        supplier,
        name: null,
        supplierCode: null,
        packDescription: null,
        packSize: null,
        packUnit: null,
        packPrice: null,
        pricedOn: null,
        yieldPercent: null,
        currency: null,
        updatedAt: '2026-02-10T09:00:00.000Z',
        ...mapping,
      },
    },
  );

/** One row as the catalog answers it. */
const answer = (rowNumber: number, status: string, more: Record<string, unknown> = {}) => ({
  __typename: 'PriceImportRow',
  rowNumber,
  status,
  ingredientId: null,
  ingredient: null,
  name: null,
  supplierCode: null,
  packSize: null,
  packUnitId: null,
  packPrice: null,
  pricedOn: null,
  yieldPercent: null,
  currency: null,
  previousPackPrice: null,
  errors: [],
  ...more,
});
const butter = { __typename: 'Ingredient', id: 'i1', name: 'Butter' };

const choose = async (file: File, supplier: string) => {
  fireEvent.change(await screen.findByLabelText('Supplier'), { target: { value: supplier } });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};
const csv = (text: string, name = 'metro.csv') => new File([text], name, { type: 'text/csv' });
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));
/** A downloaded file's text, as the browser would get it (the byte order mark dropped). */
const textOf = (blob: Blob) =>
  act(
    () =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new TextDecoder('utf-8').decode(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(blob);
      }),
  );
const catchDownloads = () => {
  const files: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { files, click };
};
afterEach(() => jest.restoreAllMocks());

test('a CSV goes through the columns remembered for its supplier, a check that saves nothing, and the import, which leaves out the rows it cannot take', async () => {
  const file = csv(
    [
      'Omschr;Nr;Verp;Inh;Eh;EUR;Extra',
      'Roomboter;M-118;Blok;5;kg;7,50;x',
      'Sjalotten;;Zak;1;kg;3,20;',
      'Citroenen;C-9;Kist;12;stuk;veel;',
    ].join('\r\n'),
  );
  const sent: Input[] = [];
  const matches = (input: Input) => {
    sent.push(input);
    return true;
  };
  const rows = () => [
    answer(2, 'CHANGED', {
      ingredientId: 'i1',
      ingredient: butter,
      name: 'Roomboter',
      supplierCode: 'M-118',
      packSize: 5,
      packPrice: '7.50',
      currency: 'EUR',
      previousPackPrice: '7.20',
    }),
    answer(3, 'UNMATCHED', { name: 'Sjalotten', packSize: 1, packPrice: '3.20', currency: 'EUR' }),
    answer(4, 'INVALID', {
      name: 'Citroenen',
      packSize: 12,
      errors: [{ __typename: 'PriceImportError', field: 'packPrice', message: 'Enter a price such as 12.50' }],
    }),
  ];
  const previewed = jest.fn(() => ({ data: { previewPriceImport: { __typename: 'PriceImportResult', saved: 0, rows: rows() } } }));
  const imported = jest.fn(() => ({ data: { ImportPrices: { __typename: 'PriceImportResult', saved: 1, rows: rows() } } }));
  const { where } = renderConsole(IMPORT, {
    mocks: [
      kitchenPlanMock(),
      settings,
      suppliers,
      remembered('Metro', { name: 0, supplierCode: 1, packDescription: 2, packSize: 3, packUnit: 4, packPrice: 5 }),
      { request: { query: PREVIEW_PRICE_IMPORT, variables: ({ input }: { input: Input }) => matches(input) }, result: previewed },
      { request: { query: IMPORT_PRICES, variables: ({ input }: { input: Input }) => matches(input) }, result: imported },
      // The list again, after the import.
      kitchens,
      allergens,
      mockAnswer(
        INGREDIENTS,
        { pageNo: 1, sizePerPage: 10, filters: {} },
        { getIngredients: { __typename: 'IngredientPage', total: 0, records: [] } },
      ),
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Import a price list' })).toBeTruthy();
  await choose(file, 'Metro');
  expect(await screen.findByText('metro.csv: 3 rows, 7 columns')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  // Nothing in these headers says what they are: the columns come from Metro's last import.
  expect(await screen.findByText('Columns as you chose them for Metro on Feb 10, 2026.')).toBeTruthy();
  const sample = screen.getByRole('region', { name: 'The first rows, read with these columns' });
  expect(
    within(sample)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Ingredient', 'Supplier code', 'Pack description', 'Pack size', 'Pack unit', 'Pack price']);
  expect(bodyRows(sample).map((row) => row.textContent)).toEqual([
    'RoomboterM-118Blok5kg7,50',
    'SjalottenZak1kg3,20',
    'CitroenenC-9Kist12stukveel',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

  // The check: every row with its status, a changed price old → new, the invalid row's error under its cell.
  expect(
    await screen.findByText('Nothing is saved yet. Importing saves the 1 new or changed price; the other rows are left out.'),
  ).toBeTruthy();
  expect(previewed).toHaveBeenCalledTimes(1);
  expect(imported).not.toHaveBeenCalled();
  expect(sent[0]).toEqual({
    supplier: 'Metro',
    mapping: { name: 0, supplierCode: 1, packDescription: 2, packSize: 3, packUnit: 4, packPrice: 5 },
    rows: [
      ['Roomboter', 'M-118', 'Blok', '5', 'kg', '7,50'],
      ['Sjalotten', null, 'Zak', '1', 'kg', '3,20'],
      ['Citroenen', 'C-9', 'Kist', '12', 'stuk', 'veel'],
    ],
    firstRow: 0,
    pricedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    currency: 'EUR',
  });
  const chips = screen.getByRole('group', { name: 'Show rows' });
  expect(
    within(chips)
      .getAllByRole('button')
      .map((chip) => chip.textContent),
  ).toEqual(['All: 3', 'Changed: 1', 'Unmatched: 1', 'Invalid: 1']);
  const table = screen.getByRole('columnheader', { name: 'Row' }).closest('table')!;
  const butterRow = within(table).getByText('Butter').closest('tr')!;
  expect(within(butterRow).getByText('Changed')).toBeTruthy();
  expect(within(butterRow).getByText('In the file: Roomboter')).toBeTruthy();
  expect(within(butterRow).getByText('€7.20 → €7.50')).toBeTruthy();
  const error = within(table).getByText('Enter a price such as 12.50');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const cell = error.closest('td')!;
  expect(headers[[...cell.parentElement!.children].indexOf(cell)]).toBe('Pack price');
  expect(within(error.closest('tr')!).getByText('Invalid')).toBeTruthy();
  expect(within(error.closest('tr')!).getByText('veel')).toBeTruthy();
  fireEvent.click(within(chips).getByRole('button', { name: 'Invalid: 1' }));
  await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  expect(bodyRows(table)[0]!.textContent).toContain('Citroenen');

  fireEvent.click(screen.getByRole('button', { name: 'Import 1 price' }));
  expect(await screen.findByRole('heading', { name: '1 price saved for Metro' })).toBeTruthy();
  expect(imported).toHaveBeenCalledTimes(1);
  expect(sent[1]).toEqual(sent[0]);
  expect(screen.getByRole('progressbar', { name: 'Importing' }).getAttribute('aria-valuenow')).toBe('100');
  expect(screen.getByText('3 of 3 rows')).toBeTruthy();
  const statistics = [...document.querySelectorAll('.ant-statistic')].map((statistic) =>
    [...statistic.children].map((part) => part.textContent),
  );
  expect(statistics).toEqual([
    ['Saved', '1'],
    ['Unchanged, skipped', '0'],
    ['Not imported', '2'],
  ]);
  const left = screen.getByRole('region', { name: 'Not imported' });
  expect(
    within(left)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Unmatched: 1 row', 'Invalid: 1 row']);

  // The rows not imported, under the file's own header, each with its reason: fix them and import again.
  const { files, click } = catchDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Download the rows not imported (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(click.mock.contexts[0]).toHaveProperty('download', 'metro-not-imported.csv');
  expect(await textOf(files[0]!)).toBe(
    [
      'Omschr,Nr,Verp,Inh,Eh,EUR,Extra,Reason',
      'Sjalotten,,Zak,1,kg,"3,20",,No ingredient with this name or supplier code',
      'Citroenen,C-9,Kist,12,stuk,veel,,Pack price: Enter a price such as 12.50',
    ].join('\r\n'),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Back to ingredients' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients'));
  expect(await screen.findByRole('heading', { name: 'Ingredients' })).toBeTruthy();
}, 60_000);

test('520 rows go in two chunks, each with its own Idempotency-Key: a chunk that fails is sent again with the same key, one that fails twice is reported and sent again on request, and the saved one stays saved', async () => {
  const lines = Array.from({ length: 520 }, (_, index) => `Item ${index},S-${index},1,kg,${(index + 1).toFixed(2)}`);
  const file = csv(['Ingredient,Supplier code,Pack size,Pack unit,Pack price', ...lines].join('\n'), 'sligro.csv');
  const result =
    (field: 'previewPriceImport' | 'ImportPrices', saving: boolean) =>
    ({ input }: { input: Input }) => ({
      data: {
        [field]: {
          __typename: 'PriceImportResult',
          saved: saving ? input.rows.length : 0,
          rows: input.rows.map((_, index) =>
            answer(input.firstRow + index + 2, 'NEW', { packSize: 1, packPrice: '1.00', currency: 'EUR' }),
          ),
        },
      },
    });
  const chunk = (query: DocumentNode, firstRow: number, reply: object) => ({
    request: { query, variables: ({ input }: { input: Input }) => input.firstRow === firstRow },
    ...reply,
  });
  // What reaches the network, headers and all: the mocked link sees each operation as the gateway would.
  const request = jest.spyOn(MockLink.prototype, 'request');
  renderConsole(IMPORT, {
    mocks: [
      kitchenPlanMock(),
      settings,
      suppliers,
      remembered('Sligro', null),
      chunk(PREVIEW_PRICE_IMPORT, 0, { result: result('previewPriceImport', false) }),
      chunk(PREVIEW_PRICE_IMPORT, 500, { result: result('previewPriceImport', false) }),
      chunk(IMPORT_PRICES, 0, { error: new Error('Failed to fetch') }),
      chunk(IMPORT_PRICES, 0, { result: result('ImportPrices', true) }),
      chunk(IMPORT_PRICES, 500, { error: new Error('Failed to fetch') }),
      chunk(IMPORT_PRICES, 500, { error: new Error('Failed to fetch') }),
      chunk(IMPORT_PRICES, 500, { result: result('ImportPrices', true) }),
    ],
  });
  await choose(file, 'Sligro');
  expect(await screen.findByText('sligro.csv: 520 rows, 5 columns')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  // No columns remembered for Sligro: the headers say them.
  expect(await screen.findByText("Columns guessed from the file's column names: check them before going on.")).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
  expect(await screen.findByRole('button', { name: 'New: 520' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Import 520 prices' }));
  const failure = await screen.findByText('20 rows were not sent: Failed to fetch');
  expect(screen.getByRole('heading', { name: '500 prices saved for Sligro' })).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Importing' }).getAttribute('aria-valuenow')).toBe('100');
  expect(screen.getByText('520 of 520 rows')).toBeTruthy();
  expect(failure.closest('[role="alert"]')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Send these rows again' }));
  expect(await screen.findByRole('heading', { name: '520 prices saved for Sligro' })).toBeTruthy();
  expect(screen.queryByText(/not sent/)).toBeNull();

  const calls = request.mock.calls
    .map(([operation]) => operation as ApolloLink.Operation)
    .filter((operation) => operation.operationName === 'AdminImportPrices')
    .map((operation) => ({
      firstRow: (operation.variables as { input: Input }).input.firstRow,
      rows: (operation.variables as { input: Input }).input.rows.length,
      key: (operation.getContext() as { headers: Record<string, string> }).headers['Idempotency-Key'],
    }));
  expect(calls.map(({ firstRow, rows }) => [firstRow, rows])).toEqual([
    [0, 500],
    [0, 500],
    [500, 20],
    [500, 20],
    [500, 20],
  ]);
  const [first, retry, second, secondRetry, sentAgain] = calls.map((call) => call.key);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(retry).toBe(first);
  expect(second).not.toBe(first);
  expect([secondRetry, sentAgain]).toEqual([second, second]);
}, 60_000);

test('an empty file, one over 5,000 rows or over 2 MB is refused with its reason; an .xlsx is read through read-excel-file', async () => {
  renderConsole(IMPORT, { mocks: [kitchenPlanMock(), settings, suppliers] });
  await choose(csv(''), 'Metro');
  expect(await screen.findByText('The file is empty: it needs a row with the column names and a row for each price.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

  const rows = Array.from({ length: 5001 }, (_, index) => `Item ${index};1;kg;2`).join('\n');
  await choose(csv(`Name;Size;Unit;Price\n${rows}`), 'Metro');
  expect(
    await screen.findByText('The file has 5,001 rows; at most 5,000 can be imported at once. Split it into smaller files.'),
  ).toBeTruthy();

  await choose(csv('x'.repeat(3 * 1024 * 1024)), 'Metro');
  expect(await screen.findByText('The file is 3 MB; a price list can be at most 2 MB. Split it into smaller files.')).toBeTruthy();

  const sheet = xlsxBytes([
    ['Article', 'Code', 'Size', 'Unit', 'Price', 'Date', 'Yield'],
    ['Beurre doux', 'B-1', 0.25, 'kg', 2.45, { day: 45931 }, null],
    ['Échalotes', null, 5, 'kg', 7.35, 45931, '90 %'],
  ]);
  await choose(new File([sheet], 'metro.xlsx'), 'Metro');
  expect(await screen.findByText('metro.xlsx: 2 rows, 7 columns')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
}, 60_000);

test("the ingredient list's toolbar opens the import and exports the current prices as the importer reads them", async () => {
  const flour = ingredient('i1', 'Flour');
  const exported = [
    {
      ...price('p1', 'i1', { supplierCode: 'M-118', packDescription: 'Sack', yieldPercent: 90 }),
      ingredient: { __typename: 'Ingredient', id: 'i1', name: 'Flour' },
    },
    {
      ...price('p2', 'i2', { supplier: 'Sligro', packPrice: '0.4250' }),
      ingredient: { __typename: 'Ingredient', id: 'i2', name: 'Crème fraîche' },
    },
  ];
  const { where } = renderConsole('/auth/admin/ingredients', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      mockAnswer(
        INGREDIENTS,
        { pageNo: 1, sizePerPage: 10, filters: {} },
        { getIngredients: { __typename: 'IngredientPage', total: 1, records: [flour] } },
        { maxUsageCount: 3 },
      ),
      mockAnswer(CURRENT_PRICES, { ingredientIds: ['i1'] }, { getCurrentPrices: [] }, { maxUsageCount: 3 }),
      mockAnswer(EXPORT_PRICES, {}, { getCurrentPrices: exported }),
      settings,
      suppliers,
    ],
  });
  expect(await screen.findByText('Flour')).toBeTruthy();
  const { files, click } = catchDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Export prices (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(click.mock.contexts[0]).toHaveProperty('download', expect.stringMatching(/^prices-\d{4}-\d{2}-\d{2}\.csv$/));
  expect(await textOf(files[0]!)).toBe(
    [
      'Ingredient,Supplier,Supplier code,Pack description,Pack size,Pack unit,Pack price,Currency,Priced on,Usable yield (%)',
      'Crème fraîche,Sligro,,,5,kg,0.4250,EUR,2026-03-02,100',
      'Flour,Metro,M-118,Sack,5,kg,7.50,EUR,2026-03-02,90',
    ].join('\r\n'),
  );
  click.mockRestore();

  fireEvent.click(screen.getByRole('button', { name: 'Import price list' }));
  await waitFor(() => expect(where()).toBe(IMPORT));
  expect(await screen.findByRole('heading', { name: 'Import a price list' })).toBeTruthy();
}, 45_000);
