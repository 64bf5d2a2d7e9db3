import { CombinedGraphQLErrors } from '@apollo/client';
import { LOCALES } from '@brigade/ui';
import { createIntl } from 'react-intl';
import { consoleKitCatalogues } from '../src/lang';
import { planChunks, projectRow, type Chunk } from '../src/price-import/chunks';
import { writeCsv } from '../src/common/csv';
import { priceHeaders } from '../src/price-import/ExportPricesButton';
import { emptyMapping, fittingMapping, mappingProblems, type ColumnMapping } from '../src/price-import/fields';
import { guessMapping, normalizeHeader } from '../src/price-import/guess';
import type { ExportedPrice, PriceImportResult } from '../src/price-import/queries';
import { PriceListError, readPriceList, storedWorkbook, toPriceList, type PriceList } from '../src/price-import/readPriceList';
import { runChunks } from '../src/price-import/runChunks';
import { pricesTable } from '../src/price-import/tables';
import type { PriceUnit } from '../src/prices/queries';
import { unzipSync, zipSync } from 'fflate';
import { xlsxBytes, type XlsxCell } from '@brigade/test-kit/fixtures/xlsx';

const unit = (code: string, dimension: PriceUnit['dimension']): PriceUnit => ({ id: `u-${code}`, name: code, code, dimension, toBase: 1 });
const exported = (name: string, more: Partial<ExportedPrice>): ExportedPrice => ({
  id: `p-${name}`,
  ingredientId: `i-${name}`,
  ingredient: { id: `i-${name}`, name },
  kitchenId: 'k1',
  supplier: 'Metro',
  supplierCode: null,
  packDescription: null,
  packSize: 5,
  packUnitId: 'u-kg',
  packUnit: unit('kg', 'MASS'),
  packPrice: '7.50',
  currency: 'EUR',
  pricedOn: '2026-03-02',
  yieldPercent: 100,
  createdAt: null,
  updatedAt: null,
  ...more,
});

const PRICES = [
  exported('Butter', { supplierCode: 'M-118', packDescription: 'Block', packSize: 0.25, packPrice: '2.4500', yieldPercent: 100 }),
  exported('Crème fraîche, 30 %', { supplier: 'Sligro', packDescription: 'Tub "extra"', packSize: 1, packUnit: unit('l', 'VOLUME') }),
  exported('=Sauce base', { supplierCode: '+31', packDescription: 'case of 6 × 1 l', packSize: 6, packUnit: unit('piece', 'COUNT') }),
  exported('Onions', { supplier: null, packPrice: '12.0425', currency: 'CHF', pricedOn: '2025-12-31', yieldPercent: 90.5 }),
];

const csvFile = (text: string, name = 'prices.csv') => new File([text], name, { type: 'text/csv' });
const problemOf = async (file: File) => {
  try {
    await readPriceList(file);
  } catch (error) {
    return error instanceof PriceListError ? error.problem : error;
  }
  return null;
};

describe('guessing columns', () => {
  test('supplier lists in the six languages map to their fields, a better name beating a part of one', () => {
    expect(normalizeHeader('Packungsgröße')).toBe('packungsgrosse');
    expect(normalizeHeader('Leverandørens varenummer')).toBe('leverandorens varenummer');
    expect(normalizeHeader('Yield (%)')).toBe('yield');
    expect(guessMapping(['Art. Nr.', 'Bezeichnung', 'Gebinde', 'Menge', 'Einheit', 'Preis', 'Preis vom', 'Währung'])).toEqual({
      name: 1,
      supplierCode: 0,
      packDescription: 2,
      packSize: 3,
      packUnit: 4,
      packPrice: 5,
      pricedOn: 6,
      yieldPercent: null,
      currency: 7,
    });
    // 'Pack price' also says 'pack': the price takes it, the description finds nothing better than nothing.
    expect(guessMapping(['Description', 'SKU', 'Pack price', 'Unit price', 'Size', 'UoM'])).toEqual({
      ...emptyMapping(),
      name: 0,
      supplierCode: 1,
      packPrice: 2,
      packSize: 4,
      packUnit: 5,
    });
    expect(guessMapping(['Désignation', 'Référence', 'Conditionnement', 'Quantité', 'Unité', 'Prix HT'])).toMatchObject({
      name: 0,
      supplierCode: 1,
      packDescription: 2,
      packSize: 3,
      packUnit: 4,
      packPrice: 5,
    });
    expect(guessMapping(['Whatever', 'Else'])).toEqual(emptyMapping());
  });

  test('a remembered mapping is used only when it fits the file and says enough', () => {
    const remembered = { name: 1, supplierCode: null, packSize: 3, packUnit: 4, packPrice: 5 };
    expect(fittingMapping(remembered, 6)).toEqual({ ...emptyMapping(), name: 1, packSize: 3, packUnit: 4, packPrice: 5 });
    expect(fittingMapping(remembered, 5)).toBeNull();
    expect(fittingMapping({ ...remembered, packPrice: null }, 6)).toBeNull();
    expect(mappingProblems(emptyMapping())).toEqual(['nameOrCode', 'packSize', 'packUnit', 'packPrice']);
  });
});

describe('export → import round trip', () => {
  test.each(LOCALES)('an export in %s maps itself back and reads back the same values', async (locale) => {
    const intl = createIntl({ locale, messages: await consoleKitCatalogues.load(locale) });
    const csv = writeCsv(pricesTable(priceHeaders(intl), PRICES));
    // As downloadCsv writes it: UTF-8 with a byte order mark.
    const list = await readPriceList(new File(['\uFEFF', csv], 'prices.csv', { type: 'text/csv' }));
    expect(list.headers[0]).toBe(intl.formatMessage({ id: 'console.priceImport.fieldName' }));
    const mapping = guessMapping(list.headers);
    // Column 1 is the supplier: the import names it once for the whole list, so it maps to nothing.
    expect(mapping).toEqual({
      name: 0,
      supplierCode: 2,
      packDescription: 3,
      packSize: 4,
      packUnit: 5,
      packPrice: 6,
      currency: 7,
      pricedOn: 8,
      yieldPercent: 9,
    });
    const sent = list.rows.map((row) => projectRow(row, mapping));
    expect(sent).toEqual(
      PRICES.map((price) => [
        price.ingredient!.name,
        null,
        price.supplierCode,
        price.packDescription,
        String(price.packSize),
        price.packUnit!.code,
        price.packPrice,
        price.currency,
        price.pricedOn,
        String(price.yieldPercent),
      ]),
    );
  });

  test('the export defuses formulas for spreadsheets and quotes what needs it', () => {
    const intl = createIntl({ locale: 'en', messages: consoleKitCatalogues.en });
    const lines = writeCsv(pricesTable(priceHeaders(intl), PRICES)).split('\r\n');
    expect(lines[0]).toBe(
      'Ingredient,Supplier,Supplier code,Pack description,Pack size,Pack unit,Pack price,Currency,Priced on,Usable yield (%)',
    );
    expect(lines[2]).toBe('"Crème fraîche, 30 %",Sligro,,"Tub ""extra""",1,l,7.50,EUR,2026-03-02,100');
    expect(lines[3]).toBe(`"'=Sauce base",Metro,"'+31",case of 6 × 1 l,6,piece,7.50,EUR,2026-03-02,100`);
  });
});

describe('reading a file', () => {
  test('a semicolon CSV saved as Windows-1252 reads with its accents; empty rows keep the numbering', async () => {
    const text = 'Artikel;Prijs;Eenheid;Inhoud\r\nCrème;7,50;kg;5\r\n;;;\r\nŒufs;3,20;pièce;12\r\n\r\n\r\n';
    const list = await readPriceList(new File([Buffer.from(text.replace('Œ', 'Oe'), 'latin1')], 'lijst.csv'));
    expect(list).toEqual({
      fileName: 'lijst.csv',
      headers: ['Artikel', 'Prijs', 'Eenheid', 'Inhoud'],
      rows: [
        ['Crème', '7,50', 'kg', '5'],
        ['', '', '', ''],
        ['Oeufs', '3,20', 'pièce', '12'],
      ],
      headerIndex: 0,
      count: 2,
    });
  });

  test('an .xlsx reads through read-excel-file: text, numbers as written, dates as days', async () => {
    const bytes = xlsxBytes([
      ['Article', 'Code', 'Size', 'Unit', 'Price', 'Date', 'Yield'],
      ['Beurre doux', 'B-1', 0.25, 'kg', 2.45, { day: 45931 }, null],
      ['Échalotes', null, 5, 'kg', 7.35, 45931, '90 %'],
    ]);
    const list = await readPriceList(new File([bytes], 'metro.xlsx'));
    expect(list.headers).toEqual(['Article', 'Code', 'Size', 'Unit', 'Price', 'Date', 'Yield']);
    expect(list.rows).toEqual([
      ['Beurre doux', 'B-1', '0.25', 'kg', '2.45', '2025-10-01', ''],
      ['Échalotes', '', '5', 'kg', '7.35', '45931', '90 %'],
    ]);
    expect(list.count).toBe(2);
    expect(guessMapping(list.headers)).toMatchObject({ name: 0, supplierCode: 1, packSize: 2, packUnit: 3, packPrice: 4, pricedOn: 5 });
  });

  test('a sheet too large to unpack on the page in one go goes to read-excel-file stored, so no Web Worker is needed, and reads whole', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 5000 }, (_, index) => [
      `Ingredient number ${index}`,
      `CODE-${index}`,
      'case of 6 × 1 l',
      6,
      'piece',
      12.5,
    ]);
    const bytes = xlsxBytes([['Name', 'Code', 'Pack', 'Size', 'Unit', 'Price'], ...rows]);
    const parts = (zip: Uint8Array) => {
      const found: { name: string; compression: number; size: number }[] = [];
      unzipSync(zip, { filter: ({ name, compression, originalSize }) => (found.push({ name, compression, size: originalSize }), false) });
      return found;
    };
    // As Excel writes it: deflated, the sheet far over the 512 KB fflate would inflate in a blob: worker.
    const sheet = parts(bytes).find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheet.compression).toBe(8);
    expect(sheet.size).toBeGreaterThan(512 * 1024);
    // As read-excel-file gets it: every part stored, nothing left to inflate.
    expect(parts(new Uint8Array(await storedWorkbook(bytes))).map((part) => part.compression)).toEqual([0, 0, 0, 0, 0, 0]);
    const list = await readPriceList(new File([bytes], 'large.xlsx'));
    expect(list.count).toBe(5000);
    expect(list.rows[4999]).toEqual(['Ingredient number 4999', 'CODE-4999', 'case of 6 × 1 l', '6', 'piece', '12.5']);
  });

  test('an .xlsx that unpacks past 24 MB stops with its reason, whatever its headers claim (a 2 MB zip once became 2 GB)', async () => {
    // 26 MB of one byte: a few tens of KB deflated, under the 2 MB cap, as a bomb would be.
    const sheet = new Uint8Array(26 * 1024 * 1024).fill(0x20);
    const bomb = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'xl/worksheets/sheet1.xml': sheet }, { level: 6 });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await problemOf(new File([bomb], 'bomb.xlsx'))).toEqual({ code: 'TOO_BIG_UNPACKED' });
    // A sheet of 3,100 rows by 100 columns (310,000 cells) is past what a price list holds, too.
    const wide = xlsxBytes([
      Array.from({ length: 100 }, (_, i) => `Column ${i}`),
      ...Array.from({ length: 3100 }, () => Array.from({ length: 100 }, () => 1)),
    ]);
    expect(await problemOf(new File([wide], 'wide.xlsx'))).toEqual({ code: 'TOO_BIG_UNPACKED' });
  }, 60_000);

  test('an empty file, a header alone, too many rows, too many bytes and another kind of file are refused, each with its reason', async () => {
    expect(await problemOf(csvFile(''))).toEqual({ code: 'EMPTY' });
    expect(await problemOf(csvFile(' \n,,\n\n'))).toEqual({ code: 'EMPTY' });
    expect(await problemOf(csvFile('Name,Price\n'))).toEqual({ code: 'NO_ROWS' });
    const rows = Array.from({ length: 5001 }, (_, index) => `Item ${index},1`).join('\n');
    expect(await problemOf(csvFile(`Name,Price\n${rows}`))).toEqual({ code: 'TOO_MANY_ROWS', rows: 5001 });
    expect(await problemOf(csvFile(`Name,Price\n${rows.split('\n').slice(0, 5000).join('\n')}`))).toBeNull();
    expect(await problemOf(csvFile('x'.repeat(2 * 1024 * 1024 + 1)))).toEqual({ code: 'TOO_LARGE', bytes: 2 * 1024 * 1024 + 1 });
    expect(await problemOf(new File(['a'], 'old.xls'))).toEqual({ code: 'TYPE' });
    expect(await problemOf(new File(['not a zip'], 'broken.xlsx'))).toEqual({ code: 'UNREADABLE' });
  });
});

const listOf = (rows: string[][], headerIndex = 0): PriceList =>
  toPriceList('list.csv', [...Array(headerIndex).fill(['']), ['h'], ...rows]);
const mapping: ColumnMapping = { ...emptyMapping(), name: 0, packSize: 2, packUnit: 3, packPrice: 4 };

describe('chunks', () => {
  test('500 rows a call at most, in file order, each knowing its first row; unmapped columns go as null', () => {
    const rows = Array.from({ length: 1100 }, (_, index) => [`Item ${index}`, 'ignored', '5', 'kg', ' 7.50 ', 'also ignored']);
    const chunks = planChunks(listOf(rows), mapping);
    expect(chunks.map((chunk) => [chunk.firstRow, chunk.rows.length, chunk.count])).toEqual([
      [0, 500, 500],
      [500, 500, 500],
      [1000, 100, 100],
    ]);
    expect(chunks[1]!.rows[0]).toEqual(['Item 500', null, '5', 'kg', '7.50']);
  });

  test('long cells make smaller chunks, each under the byte budget with every row matched by hand, every row once', () => {
    const long = 'é'.repeat(200);
    const rows = Array.from({ length: 600 }, (_, index) => [`${long}${index}`, '', '5', 'kg', '7.50']);
    const chunks = planChunks(listOf(rows), mapping);
    expect(chunks.length).toBeGreaterThan(3);
    // Every row matched by hand, as the check step lets a person do, and the call still fits.
    const matches = (chunk: Chunk) => chunk.rows.map((_, index) => ({ rowNumber: 100_000 + index, ingredientId: 'f'.repeat(24) }));
    for (const chunk of chunks) {
      expect(new TextEncoder().encode(JSON.stringify({ rows: chunk.rows, matches: matches(chunk) })).length).toBeLessThanOrEqual(78_000);
    }
    expect(chunks.flatMap((chunk) => chunk.lines)).toEqual(rows.map((_, index) => index));
    expect(chunks.map((chunk) => chunk.firstRow)).toEqual(chunks.map((chunk) => chunk.lines[0]));
  });

  test("a header under empty lines keeps the file's row numbers", () => {
    const chunks = planChunks(listOf([['Butter', '', '1', 'kg', '2']], 2), mapping);
    // The header is the file's row 3, so the first price is row 4: firstRow + index + 2.
    expect(chunks[0]!.firstRow + 2).toBe(4);
  });
});

const result = (chunk: Chunk): PriceImportResult => ({ saved: chunk.count, rows: [] });
const chunkOf = (count: number): Chunk => ({ firstRow: 0, rows: [], lines: [], blank: [], count });

describe('running chunks', () => {
  test('a failing chunk is sent once more; one failing twice is reported and the next still go', async () => {
    const chunks = [chunkOf(500), chunkOf(500), chunkOf(20)];
    const calls: number[] = [];
    const send = jest.fn(async (chunk: Chunk, index: number) => {
      calls.push(index);
      if (index === 0 && calls.filter((at) => at === 0).length === 1) throw new Error('Failed to fetch');
      if (index === 1) throw new Error('Gateway timeout');
      return result(chunk);
    });
    const progress: number[] = [];
    const outcomes = await runChunks(chunks, send, ({ done, total }) => progress.push(Math.round((done / total) * 100)));
    expect(calls).toEqual([0, 0, 1, 1, 2]);
    expect(outcomes.map((outcome) => [outcome.result?.saved ?? null, (outcome.error as Error | null)?.message ?? null])).toEqual([
      [500, null],
      [null, 'Gateway timeout'],
      [20, null],
    ]);
    expect(progress).toEqual([0, 49, 98, 100]);
  });

  test('a preview stops at the first chunk that fails twice; a refusal of the whole input is neither retried nor followed', async () => {
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    expect(await runChunks([chunkOf(1), chunkOf(1)], failing, () => {}, { stopOnFailure: true })).toHaveLength(1);
    expect(failing).toHaveBeenCalledTimes(2);

    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Unknown supplier', extensions: { code: 'BAD_USER_INPUT', field: 'supplier' } }],
    });
    const refusing = jest.fn(async () => {
      throw refused;
    });
    const outcomes = await runChunks([chunkOf(1), chunkOf(1)], refusing, () => {});
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(outcomes).toHaveLength(1);
  });
});
