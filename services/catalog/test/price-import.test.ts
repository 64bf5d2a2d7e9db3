import type { Caller, Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { t, type MessageKey } from '../src/i18n/messages';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { as, codes, event, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

/** Supplier price lists: preview and import of chunks of rows the browser parsed (README 'Price list import', issue #23). */
let h: Harness;

let kg = '';
let gram = '';
let litre = '';
let piece = '';
let butter = '';
let cream = '';
let eggs = '';
let onion = '';
let salmon = '';

beforeAll(async () => {
  h = await startHarness('catalog_price_import');
  [kg, gram, litre, piece] = await Promise.all([unitId('kg'), unitId('g'), unitId('l'), unitId('piece')]);
  [butter, cream, eggs, onion, salmon] = await Promise.all([
    platform('Butter'),
    platform('Cream'),
    platform('Eggs'),
    platform('Onion'),
    platform('Salmon'),
  ]);
});

afterAll(async () => {
  await h.stop();
});

const ROW =
  'rowNumber status ingredientId name supplierCode packSize packUnitId packPrice pricedOn yieldPercent currency previousPackPrice errors { field message }';
const PREVIEW = `query ($input: PriceImportInput!) { previewPriceImport(input: $input) { saved rows { ${ROW} } } }`;
const IMPORT = `mutation ($input: PriceImportInput!) { ImportPrices(input: $input) { saved rows { ${ROW} } } }`;
const MAPPING = `query ($kitchenId: ID, $supplier: String!) {
  getPriceImportMapping(kitchenId: $kitchenId, supplier: $supplier) {
    supplier name supplierCode packDescription packSize packUnit packPrice pricedOn yieldPercent currency updatedAt } }`;
const RECORD = `mutation ($input: IngredientPriceInput!) { RecordIngredientPrice(input: $input) { id } }`;
const CREATE_INGREDIENT = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id } }`;

type Row = {
  rowNumber: number;
  status: string;
  ingredientId: string | null;
  name: string | null;
  supplierCode: string | null;
  packSize: number | null;
  packUnitId: string | null;
  packPrice: string | null;
  pricedOn: string | null;
  yieldPercent: number | null;
  currency: string | null;
  previousPackPrice: string | null;
  errors: { field: string; message: string }[];
};
type Result = { saved: number; rows: Row[] };
type Event = { type: string; aggregateId: string; kitchenId: string | null; payload: Record<string, unknown> };

/** The columns of the worked example's file: name, code, description, size, unit, price, date, yield, currency. */
const COLUMNS = {
  name: 0,
  supplierCode: 1,
  packDescription: 2,
  packSize: 3,
  packUnit: 4,
  packPrice: 5,
  pricedOn: 6,
  yieldPercent: 7,
  currency: 8,
};

async function unitId(code: string) {
  return (await h.models.units.findOne({ code }).lean())?._id.toHexString() ?? '';
}
async function platform(name: string) {
  return (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id.toHexString() ?? '';
}
const ownIngredient = async (caller: Caller, name: string, kitchenId?: string) =>
  (await h.ok<{ CreateIngredients: { id: string } }>(CREATE_INGREDIENT, { input: { name, kitchenId } }, caller)).CreateIngredients.id;
const record = async (caller: Caller, input: Record<string, unknown>) =>
  (await h.ok<{ RecordIngredientPrice: { id: string } }>(RECORD, { input }, caller)).RecordIngredientPrice.id;

const chunk = (rows: (string | null)[][], more: Record<string, unknown> = {}) => ({ supplier: 'Sligro', mapping: COLUMNS, rows, ...more });
const preview = async (input: Record<string, unknown>, caller: Caller = as.adminA, locale: Locale = 'en') =>
  (await h.ok<{ previewPriceImport: Result }>(PREVIEW, { input }, caller, { locale })).previewPriceImport;
const importPrices = async (input: Record<string, unknown>, caller: Caller = as.adminA, meta: { idempotencyKey?: string } = {}) =>
  (await h.ok<{ ImportPrices: Result }>(IMPORT, { input }, caller, meta)).ImportPrices;
const statuses = (result: Result) => result.rows.map((r) => r.status);
const error = (field: string, key: MessageKey, locale: Locale = 'en', values?: Record<string, string | number>) => ({
  field,
  message: t(locale, key, values),
});
const pricesOf = (ingredientId: string, kitchenId = KITCHEN_A) =>
  h.models.prices
    .find({ ingredientId: new Types.ObjectId(ingredientId), kitchenId: new Types.ObjectId(kitchenId) })
    .sort({ createdAt: 1 })
    .lean();
const outbox = async (priceId: Types.ObjectId): Promise<Event[]> =>
  (((await h.models.prices.collection.findOne({ _id: priceId })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a chunk of a price list', () => {
  test('worked example: new, changed, unchanged, bad, duplicate and unmatched rows; only the new and changed ones are saved', async () => {
    // The kitchen already buys cream and eggs from this supplier (written differently: suppliers compare folded).
    await record(as.adminA, {
      ingredientId: cream,
      supplier: 'SLIGRO ',
      packSize: 1,
      packUnitId: litre,
      packPrice: '4.20',
      pricedOn: '2025-09-01',
    });
    await record(as.adminA, {
      ingredientId: eggs,
      supplier: 'sligro',
      packSize: 30,
      packUnitId: piece,
      packPrice: '7.5',
      pricedOn: '2025-09-01',
    });
    const rows = [
      ['Butter', 'SL-1', 'case of 40 × 250 g', '10', 'kg', '€84,50', '01/10/2025', '98 %', ''],
      ['cream', null, '', '1', 'L', '4,80', '2025-10-01', '', 'eur'],
      ['  EGGS ', '', 'tray', '30', 'Stück', '7.50 EUR', '45931', '100', null],
      ['Onion', '', '', '5', 'kg', '7,5,0', '', '', ''],
      ['butter', '', '', '250', 'g', '2.10', '2025-10-01', '', ''],
      ['Dragon fruit', '', '', '1', 'piece', '3', '2025-10-01', '', ''],
      ['Salmon', '', '', '0', 'bag', '1.234,50', '31/02/2025', '120%', 'JPY'],
    ];
    const input = chunk(rows, { firstRow: 0, pricedOn: '2025-10-02' });
    const row = (rowNumber: number, fields: Partial<Row>): Row => ({
      rowNumber,
      status: 'NEW',
      ingredientId: null,
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
      ...fields,
    });
    const expected = [
      row(2, {
        ingredientId: butter,
        name: 'Butter',
        supplierCode: 'SL-1',
        packSize: 10,
        packUnitId: kg,
        packPrice: '84.50',
        pricedOn: '2025-10-01',
        yieldPercent: 98,
        currency: 'EUR',
      }),
      row(3, {
        status: 'CHANGED',
        ingredientId: cream,
        name: 'cream',
        packSize: 1,
        packUnitId: litre,
        packPrice: '4.80',
        pricedOn: '2025-10-01',
        yieldPercent: 100,
        currency: 'EUR',
        previousPackPrice: '4.20',
      }),
      row(4, {
        status: 'UNCHANGED',
        ingredientId: eggs,
        name: 'EGGS',
        packSize: 30,
        packUnitId: piece,
        packPrice: '7.50',
        pricedOn: '2025-10-01',
        yieldPercent: 100,
        currency: 'EUR',
      }),
      row(5, {
        status: 'INVALID',
        ingredientId: onion,
        name: 'Onion',
        packSize: 5,
        packUnitId: kg,
        pricedOn: '2025-10-02',
        yieldPercent: 100,
        currency: 'EUR',
        errors: [error('packPrice', 'priceInvalid')],
      }),
      row(6, {
        status: 'DUPLICATE',
        ingredientId: butter,
        name: 'butter',
        packSize: 250,
        packUnitId: gram,
        packPrice: '2.10',
        pricedOn: '2025-10-01',
        yieldPercent: 100,
        currency: 'EUR',
      }),
      row(7, {
        status: 'UNMATCHED',
        name: 'Dragon fruit',
        packSize: 1,
        packUnitId: piece,
        packPrice: '3.00',
        pricedOn: '2025-10-01',
        yieldPercent: 100,
        currency: 'EUR',
      }),
      // Every failing cell of a row is listed, in the mapping's order.
      row(8, {
        status: 'INVALID',
        ingredientId: salmon,
        name: 'Salmon',
        errors: [
          error('packSize', 'packSizeInvalid'),
          error('packUnit', 'unitUnknown'),
          error('packPrice', 'importThousands'),
          error('pricedOn', 'importDateInvalid'),
          error('yieldPercent', 'yieldInvalid'),
          error('currency', 'choiceInvalid'),
        ],
      }),
    ];

    const count = await h.models.prices.countDocuments();
    expect(await preview(input)).toEqual({ saved: 0, rows: expected });
    expect(await h.models.prices.countDocuments()).toBe(count);
    expect(await h.models.priceImportMappings.countDocuments()).toBe(0);

    // Importing gives the same rows and saves only the new butter and the changed cream.
    expect(await importPrices(input)).toEqual({ saved: 2, rows: expected });
    expect(await h.models.prices.countDocuments()).toBe(count + 2);
    const [butterPrice] = await pricesOf(butter);
    expect(butterPrice).toMatchObject({
      kitchenId: new Types.ObjectId(KITCHEN_A),
      supplier: 'Sligro',
      supplierCode: 'SL-1',
      packDescription: 'case of 40 × 250 g',
      packSize: 10,
      packUnitId: new Types.ObjectId(kg),
      packPriceE4: 845000,
      currency: 'EUR',
      pricedOn: '2025-10-01',
      yieldPercent: 98,
      updatedBy: as.adminA.kind === 'user' ? as.adminA.userId : null,
    });
    const creamPrices = await pricesOf(cream);
    expect(creamPrices.map((p) => p.packPriceE4)).toEqual([42000, 48000]);
    expect(await pricesOf(eggs)).toHaveLength(1);
    for (const id of [onion, salmon]) expect(await pricesOf(id)).toHaveLength(0);
    // Each saved row carries its IngredientPriceRecorded in its own outbox, as RecordIngredientPrice's do.
    expect(await outbox(butterPrice!._id)).toEqual([
      expect.objectContaining({
        type: 'IngredientPriceRecorded',
        producer: 'catalog',
        aggregateId: butter,
        kitchenId: KITCHEN_A,
        payload: {
          priceId: butterPrice!._id.toHexString(),
          ingredientId: butter,
          kitchenId: KITCHEN_A,
          supplier: 'Sligro',
          supplierCode: 'SL-1',
          packSize: 10,
          packUnitId: kg,
          packPrice: '84.50',
          currency: 'EUR',
          pricedOn: '2025-10-01',
          yieldPercent: 98,
        },
      }),
    ]);
    expect((await outbox(creamPrices[1]!._id)).map((e) => [e.type, e.aggregateId, e.payload.packPrice])).toEqual([
      ['IngredientPriceRecorded', cream, '4.80'],
    ]);
    // The history reads them like any other price.
    const current = await h.ok<{ getCurrentPrices: { ingredientId: string; packPrice: string }[] }>(
      `query ($ids: [ID!]) { getCurrentPrices(ingredientIds: $ids) { ingredientId packPrice } }`,
      { ids: [butter, cream] },
      as.adminA,
    );
    expect(current.getCurrentPrices).toEqual(
      expect.arrayContaining([
        { ingredientId: butter, packPrice: '84.50' },
        { ingredientId: cream, packPrice: '4.80' },
      ]),
    );

    // The same chunk again saves nothing more: what was imported is now unchanged.
    const again = await importPrices(input);
    expect(again.saved).toBe(0);
    expect(statuses(again)).toEqual(['UNCHANGED', 'UNCHANGED', 'UNCHANGED', 'INVALID', 'DUPLICATE', 'UNMATCHED', 'INVALID']);
  });

  test('messages are in the caller’s language', async () => {
    const [row] = (await preview(chunk([['Butter', '', '', '1', 'kg', '1.234,50', '', '', '']]), as.adminA, 'nl')).rows;
    expect(row?.errors).toEqual([error('packPrice', 'importThousands', 'nl')]);
    expect(row?.errors[0]?.message).not.toBe(t('en', 'importThousands'));
  });

  test('a retried ImportPrices with the same Idempotency-Key saves once and answers the same', async () => {
    const tomatoes = await ownIngredient(as.adminA, 'Plum tomatoes (import retry)');
    const input = chunk([['Plum tomatoes (import retry)', '', '', '6', 'kg', '9.90', '2025-08-08', '', '']]);
    const meta = { idempotencyKey: 'price-import-retry-000001' };
    const first = await importPrices(input, as.adminA, meta);
    const again = await importPrices(input, as.adminA, meta);
    expect(first.saved).toBe(1);
    expect(again).toEqual(first);
    expect(await pricesOf(tomatoes)).toHaveLength(1);
  });

  test('a row matches by the supplier code first, else by name; codes are the supplier’s own', async () => {
    const shallots = await ownIngredient(as.adminA, 'Échalotes grises');
    await record(as.adminA, {
      ingredientId: onion,
      supplier: 'Metro',
      supplierCode: 'M-77',
      packSize: 1,
      packUnitId: kg,
      packPrice: '1.10',
    });
    const result = await preview(
      chunk(
        [
          // The code wins over a name that says something else (a relabelled article).
          ['Butter', 'M-77', '', '1', 'kg', '1.20', '', '', ''],
          // No code: by name, folded like ingredient names (case, accents, spaces).
          ['echalotes   GRISES', '', '', '1', 'kg', '3', '', '', ''],
          // A code the kitchen never bought from this supplier: by name.
          ['Cream', 'M-78', '', '1', 'l', '3', '', '', ''],
        ],
        { supplier: ' METRO ' },
      ),
    );
    expect(result.rows.map((r) => [r.status, r.ingredientId])).toEqual([
      ['CHANGED', onion],
      ['NEW', shallots],
      ['CHANGED', cream],
    ]);
    expect(result.rows[0]?.previousPackPrice).toBe('1.10');
    // The same code from another supplier is another article: the name decides.
    const other = await preview(chunk([['Butter', 'M-77', '', '1', 'kg', '1.20', '', '', '']], { supplier: 'Sligro' }));
    expect(other.rows[0]?.ingredientId).toBe(butter);
    // Another supplier's onions: at the current price they are new (a second source), at another price a change.
    const sligroOnions = await preview(
      chunk([
        ['Onion', '', '', '1', 'kg', '1.10', '', '', ''],
        ['Butter', '', '', '1', 'kg', '1.10', '', '', ''],
      ]),
    );
    expect(sligroOnions.rows.map((r) => [r.status, r.previousPackPrice])).toEqual([
      ['NEW', null],
      ['CHANGED', '84.50'],
    ]);
    // A mapping with only the code column matches by code alone.
    const codeOnly = await preview({
      supplier: 'metro',
      mapping: { supplierCode: 0, packSize: 1, packUnit: 2, packPrice: 3 },
      rows: [['M-77', '1', 'kg', '1.10']],
    });
    expect(codeOnly.rows.map((r) => [r.status, r.ingredientId, r.name])).toEqual([['UNCHANGED', onion, null]]);
  });

  test('cells are read as suppliers write them; thousands separators and ambiguous dates are refused, never guessed', async () => {
    const read = async (cells: Partial<Record<keyof typeof COLUMNS, string>>, more: Record<string, unknown> = {}) => {
      const row = Array.from({ length: 9 }, () => '');
      Object.assign(row, { 0: 'Butter', 3: '1', 4: 'kg', 5: '1' });
      for (const [key, value] of Object.entries(cells)) row[COLUMNS[key as keyof typeof COLUMNS]] = value;
      return (await preview(chunk([row], more))).rows[0]!;
    };
    const priced = async (packPrice: string, currency = '') => {
      const row = await read({ packPrice, currency });
      return row.errors.length ? row.errors : [row.packPrice, row.currency];
    };
    expect(await priced('€7,50')).toEqual(['7.50', 'EUR']);
    expect(await priced('7.50 EUR')).toEqual(['7.50', 'EUR']);
    expect(await priced(' 7,5 € ')).toEqual(['7.50', 'EUR']);
    expect(await priced('CHF 12')).toEqual(['12.00', 'CHF']);
    expect(await priced('£3', 'gbp')).toEqual(['3.00', 'GBP']);
    expect(await priced('0,1234')).toEqual(['0.1234', 'EUR']);
    // One dot or comma is always the decimal separator.
    expect(await priced('1,234')).toEqual(['1.234', 'EUR']);
    expect(await priced('£3', 'EUR')).toEqual([error('packPrice', 'importPriceCurrency', 'en', { found: 'GBP', currency: 'EUR' })]);
    for (const grouped of ['1.234,50', '1,234.50', '1 234', '1.234.567', "1'234"]) {
      expect([grouped, await priced(grouped)]).toEqual([grouped, [error('packPrice', 'importThousands')]]);
    }
    for (const bad of ['7,5,0', '-7', '1.23456', '1000001', 'abc', '€', '€7.50 GBP', '7.']) {
      expect([bad, await priced(bad)]).toEqual([bad, [error('packPrice', 'priceInvalid')]]);
    }

    const dated = async (pricedOn: string) => {
      const row = await read({ pricedOn });
      return row.errors.length ? row.errors : row.pricedOn;
    };
    expect(await dated('2025-10-01')).toBe('2025-10-01');
    expect(await dated('1/10/2025')).toBe('2025-10-01');
    expect(await dated('01.10.2025')).toBe('2025-10-01');
    expect(await dated('45931')).toBe('2025-10-01');
    expect(await dated('45931.75')).toBe('2025-10-01');
    expect(await dated('')).toBe(utcDay());
    for (const bad of ['10/13/2025', '2025-02-30', '2025', 'Oct 1, 2025', '1/10/25']) {
      expect([bad, await dated(bad)]).toEqual([bad, [error('pricedOn', 'importDateInvalid')]]);
    }
    expect(await dated(utcDay(2))).toEqual([error('pricedOn', 'pricedOnFuture')]);

    const units = await Promise.all(
      ['KG', 'Stück', 'pièce', 'stuk', 'piece', ' G ', 'Liter'].map(async (packUnit) => (await read({ packUnit })).packUnitId),
    );
    expect(units).toEqual([kg, piece, piece, piece, piece, gram, null]);
    const yields = await Promise.all(
      ['92,5 %', '92.5%', '', '100'].map(async (yieldPercent) => (await read({ yieldPercent })).yieldPercent),
    );
    expect(yields).toEqual([92.5, 92.5, 100, 100]);
    expect((await read({ yieldPercent: '0' })).errors).toEqual([error('yieldPercent', 'yieldInvalid')]);
    expect((await read({ packSize: '2,5' })).packSize).toBe(2.5);
    expect((await read({ packSize: '1.000,5' })).errors).toEqual([error('packSize', 'importThousands')]);
    expect((await read({ packSize: '' })).errors).toEqual([error('packSize', 'required')]);
    expect((await read({ currency: '€' })).currency).toBe('EUR');
    expect((await read({ currency: 'sek' })).currency).toBe('SEK');
    // The call's defaults fill empty and unmapped columns.
    expect(await read({}, { pricedOn: '15/09/2025', currency: 'chf' })).toMatchObject({ pricedOn: '2025-09-15', currency: 'CHF' });
    // The price rules' texts: a code of at most 50 characters, no control characters.
    expect((await read({ supplierCode: 'x'.repeat(51) })).errors).toEqual([error('supplierCode', 'tooLong', 'en', { max: 50 })]);
    expect((await read({ packDescription: 'Evil\u202Eco' })).errors).toEqual([error('packDescription', 'controlCharacters')]);
  });

  test('limits: a long cell or a wide row makes its row INVALID; the call refuses only what applies to every row', async () => {
    const long = 'x'.repeat(201);
    const rows = [
      ['Butter', '', long, '1', 'kg', '1', '', '', ''],
      [long, '', '', '1', 'kg', long, '', '', ''],
      [...['Butter', '', '', '1', 'kg', '1', '', '', ''], ...Array.from({ length: 22 }, () => 'extra')],
      ['Butter', '', '', '1', 'kg'],
      ['', '', '', '', '', '', '', '', ''],
    ];
    const result = await preview(chunk(rows));
    expect(result.rows.map((r) => [r.status, r.errors])).toEqual([
      ['INVALID', [error('packDescription', 'tooLong', 'en', { max: 200 })]],
      ['INVALID', [error('name', 'tooLong', 'en', { max: 200 }), error('packPrice', 'tooLong', 'en', { max: 200 })]],
      ['INVALID', [error('row', 'importTooManyColumns')]],
      ['INVALID', [error('packPrice', 'required')]],
      [
        'INVALID',
        [error('name', 'required'), error('packSize', 'required'), error('packUnit', 'required'), error('packPrice', 'required')],
      ],
    ]);

    const refused = async (input: Record<string, unknown>, field: string, key: MessageKey, values?: Record<string, number>) =>
      expect(firstError(await h.call(PREVIEW, { input }, as.adminA))).toMatchObject({
        message: t('en', key, values),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
      });
    const one = [['Butter', '', '', '1', 'kg', '1', '', '', '']];
    await refused(chunk(Array.from({ length: 501 }, () => one[0]!)), 'rows', 'importTooManyRows', { max: 500 });
    await refused(chunk(one, { mapping: { ...COLUMNS, packPrice: null } }), 'mapping.packPrice', 'required');
    await refused(chunk(one, { mapping: { ...COLUMNS, name: null, supplierCode: null } }), 'mapping.name', 'importNameOrCode');
    await refused(chunk(one, { mapping: { ...COLUMNS, currency: 30 } }), 'mapping.currency', 'importColumnInvalid');
    await refused(chunk(one, { mapping: { ...COLUMNS, currency: -1 } }), 'mapping.currency', 'importColumnInvalid');
    await refused(chunk(one, { supplier: '  ' }), 'supplier', 'required');
    await refused(chunk(one, { supplier: 's'.repeat(101) }), 'supplier', 'tooLong', { max: 100 });
    await refused(chunk(one, { pricedOn: '2025-13-01' }), 'pricedOn', 'importDateInvalid');
    await refused(chunk(one, { currency: 'JPY' }), 'currency', 'choiceInvalid');
    await refused(chunk(one, { firstRow: -1 }), 'firstRow', 'orderInvalid');
    // 500 rows are one chunk; row numbers are the file's.
    const full = await preview(
      chunk(
        Array.from({ length: 500 }, () => one[0]!),
        { firstRow: 1500 },
      ),
    );
    expect(full.rows.map((r) => r.rowNumber)).toEqual(Array.from({ length: 500 }, (_, i) => 1502 + i));
    expect(statuses(full).slice(0, 2)).toEqual(['CHANGED', 'DUPLICATE']);
  });
});

test('should the database refuse one record, the others stay saved and only that row reports it', async () => {
  const [figs, dates] = [await ownIngredient(as.adminA, 'Figs (refused)'), await ownIngredient(as.adminA, 'Dates (saved)')];
  const insertMany = jest.spyOn(h.models.prices, 'insertMany').mockImplementationOnce((async (docs: { toObject(): object }[]) => {
    // The database takes the second and refuses the first.
    await h.models.prices.collection.insertOne(docs[1]!.toObject());
    throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
  }) as never);
  try {
    const result = await importPrices(
      chunk([
        ['Figs (refused)', '', '', '1', 'kg', '6', '', '', ''],
        ['Dates (saved)', '', '', '1', 'kg', '8', '', '', ''],
      ]),
    );
    expect(result.saved).toBe(1);
    expect(result.rows.map((r) => [r.status, r.errors])).toEqual([
      ['INVALID', [error('row', 'serverError')]],
      ['NEW', []],
    ]);
  } finally {
    insertMany.mockRestore();
  }
  expect(await pricesOf(figs)).toHaveLength(0);
  expect(await pricesOf(dates)).toHaveLength(1);
});

describe('the remembered mapping', () => {
  test('ImportPrices remembers the columns per kitchen and supplier (without case or accents); the preview does not', async () => {
    const mapping = { name: 2, packSize: 0, packUnit: 1, packPrice: 3, currency: 4 };
    const rows = [['5', 'kg', 'Onion', '4,40', 'EUR']];
    await preview({ supplier: 'Groente Jansen', mapping, rows });
    const read = async (supplier: string, caller: Caller = as.adminA, kitchenId?: string) =>
      (await h.ok<{ getPriceImportMapping: Record<string, unknown> | null }>(MAPPING, { supplier, kitchenId }, caller))
        .getPriceImportMapping;
    expect(await read('Groente Jansen')).toBeNull();

    await importPrices({ supplier: 'Groente Jansen', mapping, rows });
    const remembered = {
      supplier: 'Groente Jansen',
      name: 2,
      supplierCode: null,
      packDescription: null,
      packSize: 0,
      packUnit: 1,
      packPrice: 3,
      pricedOn: null,
      yieldPercent: null,
      currency: 4,
      updatedAt: expect.any(String),
    };
    expect(await read('groenté  JANSEN ')).toEqual(remembered);
    expect(await read('Groente Jansen', as.superAdmin, KITCHEN_A)).toEqual(remembered);
    expect(await read('Another supplier')).toBeNull();
    // Kitchen B has its own (none), whatever kitchenId says.
    expect(await read('Groente Jansen', as.adminB, KITCHEN_A)).toBeNull();
    expect(firstError(await h.call(MAPPING, { supplier: 'Groente Jansen' }, as.superAdmin))?.extensions?.field).toBe('kitchenId');

    // The last mapping used replaces it, one per supplier.
    const moved = { ...mapping, name: 0, packSize: 2, yieldPercent: 5 };
    await importPrices({ supplier: 'GROENTE JANSEN', mapping: moved, rows: [['Onion', 'kg', '5', '4,40', 'EUR', '90']] });
    expect(await read('Groente Jansen')).toMatchObject({ supplier: 'GROENTE JANSEN', name: 0, packSize: 2, yieldPercent: 5 });
    expect(
      await h.models.priceImportMappings.countDocuments({ kitchenId: new Types.ObjectId(KITCHEN_A), supplierKey: 'groente jansen' }),
    ).toBe(1);
  });
});

describe('who imports what', () => {
  test('another kitchen’s ingredients and supplier codes never match; a super admin imports for the kitchen they name', async () => {
    const truffle = await ownIngredient(as.adminB, 'Secret truffle');
    await record(as.adminB, {
      ingredientId: butter,
      supplier: 'Sligro',
      supplierCode: 'B-ONLY',
      packSize: 1,
      packUnitId: kg,
      packPrice: '9',
    });
    const rows = [
      ['Secret truffle', '', '', '100', 'g', '80', '', '', ''],
      ['Mystery', 'B-ONLY', '', '1', 'kg', '9', '', '', ''],
    ];
    // Kitchen A (its admin, or a super admin for it) sees neither.
    for (const result of [await preview(chunk(rows)), await preview(chunk(rows, { kitchenId: KITCHEN_A }), as.superAdmin)]) {
      expect(result.rows.map((r) => [r.status, r.ingredientId])).toEqual([
        ['UNMATCHED', null],
        ['UNMATCHED', null],
      ]);
    }
    // A kitchen admin's kitchenId is ignored: still their own kitchen.
    expect(statuses(await importPrices(chunk(rows, { kitchenId: KITCHEN_B })))).toEqual(['UNMATCHED', 'UNMATCHED']);
    expect(await pricesOf(truffle, KITCHEN_A)).toHaveLength(0);
    expect(await pricesOf(truffle, KITCHEN_B)).toHaveLength(0);

    // Kitchen B's own import matches both.
    const forB = await importPrices(chunk(rows, { kitchenId: KITCHEN_B }), as.superAdmin);
    expect(forB.rows.map((r) => [r.status, r.ingredientId])).toEqual([
      ['NEW', truffle],
      ['UNCHANGED', butter],
    ]);
    expect((await pricesOf(truffle, KITCHEN_B)).map((p) => p.kitchenId.toHexString())).toEqual([KITCHEN_B]);
    expect(firstError(await h.call(IMPORT, { input: chunk(rows) }, as.superAdmin))?.extensions?.field).toBe('kitchenId');
  });

  test('cooks, admins without a kitchen and anonymous callers are refused; nothing is remembered or saved', async () => {
    const count = await h.models.prices.countDocuments();
    const mappings = await h.models.priceImportMappings.countDocuments();
    const input = chunk([['Butter', '', '', '1', 'kg', '1', '', '', '']], { supplier: 'Refused supplier' });
    for (const caller of [as.cookA, as.adminWithoutKitchen]) {
      expect(codes(await h.call(PREVIEW, { input }, caller))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(IMPORT, { input }, caller))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(MAPPING, { supplier: 'Sligro' }, caller))).toEqual(['FORBIDDEN']);
    }
    expect(codes(await h.call(PREVIEW, { input }, as.anonymous))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await h.call(IMPORT, { input }, as.anonymous))).toEqual(['UNAUTHENTICATED']);
    expect(await h.models.prices.countDocuments()).toBe(count);
    expect(await h.models.priceImportMappings.countDocuments()).toBe(mappings);
  });

  test('people of a paused kitchen import nothing (they may still preview); a super admin still imports into it', async () => {
    const paused = new Types.ObjectId().toHexString();
    const admin: Caller = {
      kind: 'user',
      userId: new Types.ObjectId().toHexString(),
      roles: ['ADMIN'],
      kitchenId: paused,
      tokenVersion: 0,
    };
    const handlers = kitchenEventHandlers(h.models, h.catalog.connection);
    await handlers.KitchenStatusChanged(event('KitchenStatusChanged', { kitchenId: paused, status: 'PAUSED' }, paused));
    const input = chunk([['Butter', '', '', '1', 'kg', '1', '2025-07-07', '', '']]);
    expect(statuses(await preview(input, admin))).toEqual(['NEW']);
    expect(codes(await h.call(IMPORT, { input }, admin))).toEqual(['FORBIDDEN']);
    expect((await importPrices({ ...input, kitchenId: paused }, as.superAdmin)).saved).toBe(1);
    // A deleted kitchen's remembered mappings go with it.
    expect(await h.models.priceImportMappings.countDocuments({ kitchenId: new Types.ObjectId(paused) })).toBe(1);
    await handlers.KitchenDeleted(event('KitchenDeleted', { kitchenId: paused }, paused));
    expect(await h.models.priceImportMappings.countDocuments({ kitchenId: new Types.ObjectId(paused) })).toBe(0);
    expect(codes(await h.call(IMPORT, { input: { ...input, kitchenId: paused } }, as.superAdmin))).toEqual(['FORBIDDEN']);
  });
});

test('2,000 rows in 4 chunks of 500 are all saved, each with its event', async () => {
  const bulk = new Types.ObjectId().toHexString();
  const admin: Caller = { kind: 'user', userId: new Types.ObjectId().toHexString(), roles: ['ADMIN'], kitchenId: bulk, tokenVersion: 0 };
  const names = Array.from({ length: 2000 }, (_, i) => `Bulk article ${String(i).padStart(4, '0')}`);
  await h.models.ingredients.insertMany(names.map((name) => ({ name, kitchenId: new Types.ObjectId(bulk) })));
  const file = names.map((name, i) => [
    name,
    `BA-${i}`,
    '',
    String(1 + (i % 10)),
    i % 2 ? 'kg' : 'l',
    `${i},${i % 100}`,
    '2025-10-01',
    '',
    '',
  ]);
  // Every lookup is batched: a 500-row chunk is a handful of database calls, whatever its rows say.
  const calls: string[] = [];
  const counted = async <T>(run: () => Promise<T>) => {
    calls.length = 0;
    h.catalog.connection.set('debug', (collection: string, method: string) => void calls.push(`${collection}.${method}`));
    try {
      return await run();
    } finally {
      h.catalog.connection.set('debug', false);
    }
  };
  let saved = 0;
  for (let first = 0; first < file.length; first += 500) {
    const result = await counted(() => importPrices(chunk(file.slice(first, first + 500), { firstRow: first }), admin));
    expect(statuses(result)).toEqual(Array.from({ length: 500 }, () => 'NEW'));
    expect(result.rows.map((r) => r.rowNumber)).toEqual(Array.from({ length: 500 }, (_, i) => first + i + 2));
    saved += result.saved;
  }
  expect(saved).toBe(2000);
  expect(calls.filter((c) => !c.startsWith('idempotency_keys.'))).toEqual([
    'kitchen_lives.findOne',
    'kitchen_lives.findOne',
    'price_import_mappings.updateOne',
    'units.find',
    'ingredient_prices.find',
    'ingredients.find',
    'ingredient_prices.aggregate',
    'ingredient_prices.insertMany',
  ]);
  // Read again, every row is matched by its code (now recorded) and unchanged, still in five calls.
  const again = await counted(() => preview(chunk(file.slice(1500), { firstRow: 1500 }), admin));
  expect(statuses(again)).toEqual(Array.from({ length: 500 }, () => 'UNCHANGED'));
  expect(calls).toEqual(['units.find', 'ingredient_prices.find', 'ingredients.find', 'ingredients.find', 'ingredient_prices.aggregate']);
  const stored = await h.models.prices
    .find({ kitchenId: new Types.ObjectId(bulk) })
    .select('+_outbox')
    .lean();
  expect(stored).toHaveLength(2000);
  expect(new Set(stored.map((p) => p.ingredientId.toHexString())).size).toBe(2000);
  expect(stored.every((p) => p._outbox?.length === 1 && p._outbox[0]?.type === 'IngredientPriceRecorded')).toBe(true);
  expect(stored.find((p) => p.supplierCode === 'BA-1999')).toMatchObject({ packPriceE4: 19999900, packSize: 10 });
});
