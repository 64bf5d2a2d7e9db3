import type { MockLink } from '@apollo/client/testing';
import { BLANK_INGREDIENT } from '@brigade/test-kit/fixtures/ingredient';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCreateIngredientMutation, AdminPreviewPriceImportQuery, PriceImportInput } from '../src/__generated__/graphql';
import { CREATE_INGREDIENT } from '../src/ingredients/queries';
import { PriceImportPage } from '../src/price-import/PriceImportPage';
import {
  IMPORT_PRICES,
  PREVIEW_PRICE_IMPORT,
  PRICE_IMPORT_MAPPING,
  PRICE_SUPPLIERS,
  SEARCH_IMPORT_INGREDIENTS,
} from '../src/price-import/queries';
import { COSTING_SETTINGS } from '../src/prices/queries';
import { renderScreen } from './support/render';

/** Issue #45 item 17: an unmatched row is matched (or its ingredient created) in the check and imported with the rest; per-kg prices. */
type Row = Answer<AdminPreviewPriceImportQuery['previewPriceImport']['rows'][number]>;
type CreatedIngredient = Answer<AdminCreateIngredientMutation['CreateIngredients']>;

const kg = { __typename: 'Unit', id: 'u-kg', name: 'kilogram', code: 'kg', dimension: 'MASS', toBase: 1000 } as const;
const row = (rowNumber: number, status: Row['status'], more: Partial<Row> = {}): Row => ({
  __typename: 'PriceImportRow',
  rowNumber,
  status,
  ingredientId: null,
  ingredient: null,
  name: null,
  supplierCode: null,
  packSize: null,
  packUnitId: null,
  packUnit: null,
  packPrice: null,
  pricedOn: '2026-03-02',
  yieldPercent: 100,
  currency: 'EUR',
  previousPackPrice: null,
  previousPrice: null,
  errors: [],
  ...more,
});
/** Butter: 5 kg now €12.50 (€2.50 / kg) where 1 kg was €2.00 at 100 % yield; now 80 %. */
const butter = row(2, 'CHANGED', {
  ingredientId: 'i1',
  ingredient: { __typename: 'Ingredient', id: 'i1', name: 'Butter' },
  name: 'Roomboter',
  packSize: 5,
  packUnitId: 'u-kg',
  packUnit: kg,
  packPrice: '12.50',
  yieldPercent: 80,
  previousPackPrice: '2.00',
  previousPrice: {
    __typename: 'IngredientPrice',
    id: 'p1',
    ingredientId: 'i1',
    kitchenId: 'k1',
    supplier: 'Metro',
    supplierCode: null,
    packDescription: null,
    packSize: 1,
    packUnitId: 'u-kg',
    packUnit: kg,
    packPrice: '2.00',
    currency: 'EUR',
    pricedOn: '2026-01-05',
    yieldPercent: 100,
    createdAt: null,
    updatedAt: null,
  },
});
const shallots = (status: Row['status'], ingredient: { id: string; name: string } | null) =>
  row(3, status, {
    name: 'Sjalotten',
    packSize: 1,
    packUnitId: 'u-kg',
    packUnit: kg,
    packPrice: '3.20',
    ...(ingredient ? { ingredientId: ingredient.id, ingredient: { __typename: 'Ingredient', ...ingredient } } : {}),
  });

const FILE = ['Omschr;Inh;Eh;EUR', 'Roomboter;5;kg;12,50', 'Sjalotten;1;kg;3,20'].join('\r\n');
const MAPPING = { name: 0, packSize: 1, packUnit: 2, packPrice: 3 };

const fixed = [
  mockAnswer(
    COSTING_SETTINGS,
    {},
    { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
    { maxUsageCount: 5 },
  ),
  mockAnswer(PRICE_SUPPLIERS, {}, { getCurrentPrices: [] }, { maxUsageCount: 5 }),
  mockAnswer(
    PRICE_IMPORT_MAPPING,
    { supplier: 'Metro' },
    {
      getPriceImportMapping: {
        __typename: 'PriceImportMappingView',
        supplier: 'Metro',
        supplierCode: null,
        packDescription: null,
        pricedOn: null,
        yieldPercent: null,
        currency: null,
        updatedAt: '2026-02-10T09:00:00.000Z',
        ...MAPPING,
      },
    },
  ),
];

/** A chunk's answer, chosen by what the screen sent (every input is kept in `sent`). */
function answering(
  sent: PriceImportInput[],
  query: typeof PREVIEW_PRICE_IMPORT | typeof IMPORT_PRICES,
  rows: (input: PriceImportInput) => Row[],
) {
  const field = query === PREVIEW_PRICE_IMPORT ? 'previewPriceImport' : 'ImportPrices';
  const mock: MockLink.MockedResponse = {
    request: { query, variables: () => true },
    result: ({ input }: { input: PriceImportInput }) => {
      sent.push(input);
      const answer = rows(input);
      const saved = field === 'ImportPrices' ? answer.filter((r) => r.status === 'NEW' || r.status === 'CHANGED').length : 0;
      return { data: { [field]: { __typename: 'PriceImportResult', saved, rows: answer } } };
    },
    maxUsageCount: 10,
  };
  return mock;
}
const matchedTo = (input: PriceImportInput) => {
  const id = input.matches?.find((m) => m.rowNumber === 3)?.ingredientId;
  return id === undefined ? null : String(id);
};
const rowsFor = (names: Record<string, string>) => (input: PriceImportInput) => {
  const id = matchedTo(input);
  return [butter, id ? shallots('NEW', { id, name: names[id] ?? id }) : shallots('UNMATCHED', null)];
};

async function upToTheCheck() {
  expect(await screen.findByRole('heading', { name: 'Import a price list' })).toBeTruthy();
  fireEvent.change(await screen.findByLabelText('Supplier'), { target: { value: 'Metro' } });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([FILE], 'metro.csv', { type: 'text/csv' })] } });
  });
  expect(await screen.findByText('metro.csv: 2 rows, 4 columns')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Columns as you chose them for Metro on Feb 10, 2026.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
  expect(await screen.findByRole('button', { name: 'Import 1 price' })).toBeTruthy();
}
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

test('a changed price shows the price per kg old and new beside the pack prices, and a changed yield is flagged', async () => {
  const sent: PriceImportInput[] = [];
  renderScreen(<PriceImportPage />, {
    route: 'ingredients/import-prices',
    mocks: [...fixed, answering(sent, PREVIEW_PRICE_IMPORT, rowsFor({}))],
  });
  await upToTheCheck();
  const line = within(rowOf('Butter'));
  expect(line.getByText('€2.00 → €12.50')).toBeTruthy();
  // Five times the pack, a quarter more per kg: the change is read on the kg.
  expect(line.getByText('€2.00 / kg → €2.50 / kg')).toBeTruthy();
  expect(line.getByText('Yield 100% → 80%')).toBeTruthy();
  // A row without a change of yield is not flagged; an unchanged row's price per kg stands alone.
  expect(within(rowOf('Sjalotten')).queryByText(/Yield/)).toBeNull();
  expect(within(rowOf('Sjalotten')).getByText('€3.20 / kg')).toBeTruthy();
  expect(sent[0]?.matches).toBeUndefined();
});

test('an unmatched row is matched to an ingredient found by name, checked again, and imported with the rest', async () => {
  const sent: PriceImportInput[] = [];
  renderScreen(<PriceImportPage />, {
    route: 'ingredients/import-prices',
    mocks: [
      ...fixed,
      answering(sent, PREVIEW_PRICE_IMPORT, rowsFor({ i2: 'Shallot' })),
      answering(sent, IMPORT_PRICES, rowsFor({ i2: 'Shallot' })),
      mockAnswer(
        SEARCH_IMPORT_INGREDIENTS,
        { search: 'shal' },
        {
          searchPriceImportIngredients: [
            { __typename: 'Ingredient', id: 'i2', name: 'Shallot', kitchenId: null },
            { __typename: 'Ingredient', id: 'i3', name: 'Shallot confit', kitchenId: 'k1' },
          ],
        },
      ),
    ],
  });
  await upToTheCheck();
  expect(within(rowOf('Sjalotten')).getByText('Unmatched')).toBeTruthy();
  const select = screen.getByRole('combobox', { name: 'Match row 3 to an ingredient' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: 'shal' } });
  // The kitchen's own ingredient says so.
  expect(await screen.findByText('Shallot confit (your kitchen)')).toBeTruthy();
  fireEvent.click(screen.getByTitle('Shallot'));

  // Checked again with the match: the row is new, and the import now takes two prices.
  expect(await screen.findByRole('button', { name: 'Import 2 prices' })).toBeTruthy();
  expect(sent.at(-1)?.matches).toEqual([{ rowNumber: 3, ingredientId: 'i2' }]);
  const matched = within(screen.getByText('Shallot').closest('tr')!);
  expect(matched.getByText('New')).toBeTruthy();
  expect(matched.getByText('In the file: Sjalotten')).toBeTruthy();
  expect(matched.getByText('Matched by you')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Import 2 prices' }));
  expect(await screen.findByRole('heading', { name: '2 prices saved for Metro' })).toBeTruthy();
  const imported = sent.at(-1)!;
  expect(imported.matches).toEqual([{ rowNumber: 3, ingredientId: 'i2' }]);
  expect(imported.rows).toEqual([
    ['Roomboter', '5', 'kg', '12,50'],
    ['Sjalotten', '1', 'kg', '3,20'],
  ]);
});

test('"Create ingredient" creates the kitchen’s ingredient under the file’s name and matches the row to it; a match can be undone', async () => {
  const sent: PriceImportInput[] = [];
  const created: CreatedIngredient = { ...BLANK_INGREDIENT, id: 'i9', name: 'Sjalotten', kitchenId: 'k1', canEdit: true, nutrition: null };
  renderScreen(<PriceImportPage />, {
    route: 'ingredients/import-prices',
    mocks: [
      ...fixed,
      answering(sent, PREVIEW_PRICE_IMPORT, rowsFor({ i9: 'Sjalotten' })),
      mockAnswer(CREATE_INGREDIENT, { input: { name: 'Sjalotten' } }, { CreateIngredients: created }),
    ],
  });
  await upToTheCheck();
  fireEvent.click(screen.getByRole('button', { name: 'Create ingredient for row 3' }));
  // (jsdom's ids leave the dialog unnamed: it is found by its title.)
  const dialog = (await screen.findByText('Create an ingredient')).closest<HTMLElement>('[role="dialog"]')!;
  expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Sjalotten');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create and match' }));

  expect(await screen.findByRole('button', { name: 'Import 2 prices' })).toBeTruthy();
  expect(sent.at(-1)?.matches).toEqual([{ rowNumber: 3, ingredientId: 'i9' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(rowOf('Sjalotten')).getByText('New')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Undo the match of row 3' }));
  expect(await screen.findByRole('button', { name: 'Import 1 price' })).toBeTruthy();
  expect(sent.at(-1)?.matches).toBeUndefined();
  expect(within(rowOf('Sjalotten')).getByText('Unmatched')).toBeTruthy();
});
